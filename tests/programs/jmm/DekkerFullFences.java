// Dekker's entry protocol with VarHandle.fullFence() between raising one's flag and reading
// the other's: full fences are C11's sequentially consistent fences, and a read after the later
// of the two sees the write before the earlier one, so at most one thread enters, as under
// sequential consistency.
// weft: outcomes sc "in1=0 in2=1" "in1=1 in2=0" "in1=0 in2=0"
// weft: outcomes jmm "in1=0 in2=1" "in1=1 in2=0" "in1=0 in2=0"
import java.lang.invoke.VarHandle;

public class DekkerFullFences {
    static int flag1, flag2;
    static int in1, in2;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            flag1 = 1;
            VarHandle.fullFence();
            if (flag2 == 0) {
                in1 = 1;
            }
        });
        Thread t2 = new Thread(() -> {
            flag2 = 1;
            VarHandle.fullFence();
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
