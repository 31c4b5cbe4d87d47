// Two threads increment x with getAndAddRelease(x, 1), whose reads are relaxed (they
// synchronize with nothing and may read writes still to come), and the main thread reads x
// opaquely after joining both. Atomicity holds in every mode: each update comes right after
// the write it read in x's modification order, so no two read the same write.
// - r1=0 r2=1 x=2, r1=1 r2=0 x=2: allowed (one update reads the other).
// - r1=0 r2=0 (a lost increment), x=1, r1=1 r2=1: FORBIDDEN. In particular neither update may
//   read the other's future write when that other one reads it (a cycle in the modification
//   order), nor may both read the initial value. The final read knows both writes (join), so
//   it sees the last one in the modification order, 2.
// weft: outcomes sc "r1=0 r2=1 x=2" "r1=1 r2=0 x=2"
// weft: outcomes jmm "r1=0 r2=1 x=2" "r1=1 r2=0 x=2"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class RelaxedCounterUpdates {
    static int x, r1, r2;
    static final VarHandle X;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            X = l.findStaticVarHandle(RelaxedCounterUpdates.class, "x", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            r1 = (int) X.getAndAddRelease(1);
        });
        Thread b = new Thread(() -> {
            r2 = (int) X.getAndAddRelease(1);
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("r1=" + r1 + " r2=" + r2 + " x=" + (int) X.getOpaque());
    }
}
