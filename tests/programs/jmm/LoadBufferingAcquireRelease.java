// Load buffering (LB) with VarHandle getAcquire/setRelease: an acquire read is ordered before
// every later access of its thread, so neither write can be seen by the read before it in the
// other thread: r1=1 r2=1 is forbidden (release/acquire keeps program order and reads-from
// acyclic).
// weft: outcomes sc "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=0"
// weft: outcomes jmm "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=0"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class LoadBufferingAcquireRelease {
    static int x, y;
    static int r1, r2;
    static final VarHandle X;
    static final VarHandle Y;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            X = l.findStaticVarHandle(LoadBufferingAcquireRelease.class, "x", int.class);
            Y = l.findStaticVarHandle(LoadBufferingAcquireRelease.class, "y", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            r1 = (int) X.getAcquire();
            Y.setRelease(1);
        });
        Thread b = new Thread(() -> {
            r2 = (int) Y.getAcquire();
            X.setRelease(1);
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("r1=" + r1 + " r2=" + r2);
    }
}
