// Coherence of one location, read twice (CoRR), with VarHandle setRelease/getAcquire: accesses
// in these modes are coherent per location (and the second read is ordered after the first), so
// once the new value was seen the old one cannot be: r1=1 r2=0 is forbidden.
// weft: outcomes sc "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=1"
// weft: outcomes jmm "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=1"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class CoherenceAcquireRelease {
    static int x;
    static final VarHandle X;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            X = l.findStaticVarHandle(CoherenceAcquireRelease.class, "x", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int[] r = new int[2];
        Thread writer = new Thread(() -> X.setRelease(1));
        Thread reader = new Thread(() -> {
            r[0] = (int) X.getAcquire();
            r[1] = (int) X.getAcquire();
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("r1=" + r[0] + " r2=" + r[1]);
    }
}
