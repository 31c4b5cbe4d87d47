// Load buffering (LB) through an acquire read-modify-write and release writes: thread a reads
// x with getAndAddAcquire(x, 0), then setRelease(y, 1); thread b reads y with getAcquire and
// writes what it read to x with setRelease.
// - r1=0 r2=0, r1=0 r2=1: interleavings.
// - r1=1 r2=1: FORBIDDEN: each read is an acquire reading a release write, so both
//   reads-from edges synchronize and happens-before would be cyclic (update ->po y=1 ->sw
//   read of y ->po x=1 ->sw update), which C11 and the JMM forbid; weft's acquire updates
//   read past writes only (po ∪ rf stays acyclic).
// - r1=1 r2=0: FORBIDDEN: x=1 is written only by b after reading y=1.
// weft: outcomes sc "r1=0 r2=0" "r1=0 r2=1"
// weft: outcomes jmm "r1=0 r2=0" "r1=0 r2=1"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class LoadBufferingUpdateAcquire {
    static int x, y, r1, r2;
    static final VarHandle X;
    static final VarHandle Y;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            X = l.findStaticVarHandle(LoadBufferingUpdateAcquire.class, "x", int.class);
            Y = l.findStaticVarHandle(LoadBufferingUpdateAcquire.class, "y", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            r1 = (int) X.getAndAddAcquire(0);
            Y.setRelease(1);
        });
        Thread b = new Thread(() -> {
            int r = (int) Y.getAcquire();
            r2 = r;
            X.setRelease(r);
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("r1=" + r1 + " r2=" + r2);
    }
}
