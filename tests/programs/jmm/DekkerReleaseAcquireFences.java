// Dekker's entry protocol with VarHandle.releaseFence() then acquireFence() between raising
// one's flag and reading the other's (what Unsafe.storeFence/loadFence give). C11's release and
// acquire fences synchronize only through a write after the release fence that a read before
// the acquire fence sees; there is none here, so neither fence keeps a flag's write before the
// other flag's read, and both threads may enter (an x86 store buffer lets them). Sequential
// consistency lets at most one in.
// weft: outcomes sc "in1=0 in2=1" "in1=1 in2=0" "in1=0 in2=0"
// weft: outcomes jmm "in1=0 in2=1" "in1=1 in2=0" "in1=0 in2=0" "in1=1 in2=1"
import java.lang.invoke.VarHandle;

public class DekkerReleaseAcquireFences {
    static int flag1, flag2;
    static int in1, in2;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            flag1 = 1;
            VarHandle.releaseFence();
            VarHandle.acquireFence();
            if (flag2 == 0) {
                in1 = 1;
            }
        });
        Thread t2 = new Thread(() -> {
            flag2 = 1;
            VarHandle.releaseFence();
            VarHandle.acquireFence();
            if (flag1 == 0) {
                in2 = 1;
            }
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("in1=" + in1 + " in2=" + in2);
    }
}
