// 2+2W with VarHandle setRelease: release writes to different locations by different threads
// are not totally ordered, so the coherence orders of x and y may both put the other thread's
// write first, and main (after joining both) reads x=1 y=1: ALLOWED (unlike volatile,
// TwoPlusTwoWritesVolatile).
// weft: outcomes sc "x=1 y=2" "x=2 y=1" "x=2 y=2"
// weft: outcomes jmm "x=1 y=1" "x=1 y=2" "x=2 y=1" "x=2 y=2"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class TwoPlusTwoWritesAcquireRelease {
    static int x, y;
    static final VarHandle X;
    static final VarHandle Y;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            X = l.findStaticVarHandle(TwoPlusTwoWritesAcquireRelease.class, "x", int.class);
            Y = l.findStaticVarHandle(TwoPlusTwoWritesAcquireRelease.class, "y", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            X.setRelease(1);
            Y.setRelease(2);
        });
        Thread b = new Thread(() -> {
            Y.setRelease(1);
            X.setRelease(2);
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("x=" + (int) X.getAcquire() + " y=" + (int) Y.getAcquire());
    }
}
