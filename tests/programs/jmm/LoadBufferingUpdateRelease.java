// Load buffering (LB) through a read-modify-write whose read is relaxed: thread a reads x with
// getAndAddRelease(x, 0) (a relaxed read, C11's fetch_add(memory_order_release)), then writes
// y opaquely; thread b reads y opaquely and writes what it read to x.
// - r1=0 r2=0, r1=0 r2=1: interleavings.
// - r1=1 r2=1: ALLOWED under the JMM (C11 relaxed atomics, no po ∪ rf acyclicity, as in
//   LoadBufferingOpaque): the update reads b's write x=1 that comes later in every
//   interleaving (a future write of the previous iteration's WriteSet, its value imposed), and
//   comes right after it in x's modification order. Not sequentially consistent.
// - r1=1 r2=0: FORBIDDEN: x is only ever written with 0 (b's r2) or by the update itself.
// weft: outcomes sc "r1=0 r2=0" "r1=0 r2=1"
// weft: outcomes jmm "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=1"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class LoadBufferingUpdateRelease {
    static int x, y, r1, r2;
    static final VarHandle X;
    static final VarHandle Y;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            X = l.findStaticVarHandle(LoadBufferingUpdateRelease.class, "x", int.class);
            Y = l.findStaticVarHandle(LoadBufferingUpdateRelease.class, "y", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            r1 = (int) X.getAndAddRelease(0);
            Y.setOpaque(1);
        });
        Thread b = new Thread(() -> {
            int r = (int) Y.getOpaque();
            r2 = r;
            X.setOpaque(r);
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("r1=" + r1 + " r2=" + r2);
    }
}
