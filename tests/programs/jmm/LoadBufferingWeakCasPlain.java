// Load buffering (LB) through a plain compare-and-set: thread a tries
// weakCompareAndSetPlain(x, 1, 2) (r1 = 1 if it succeeded; a relaxed read and a relaxed
// write), then writes y opaquely; thread b reads y opaquely and writes what it read to x.
// - r1=0 r2=0, r1=0 r2=1: interleavings (the compare-and-set fails on x=0).
// - r1=1 r2=1: ALLOWED under the JMM (C11 relaxed atomics, as LoadBufferingOpaque): the
//   compare-and-set reads b's later write x=1 (a future write, its value imposed) and
//   succeeds, coming right after it in x's modification order. Not sequentially consistent.
// - r1=1 r2=0: FORBIDDEN: x=1 is written only by b after reading y=1.
// weft: outcomes sc "r1=0 r2=0" "r1=0 r2=1"
// weft: outcomes jmm "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=1"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class LoadBufferingWeakCasPlain {
    static int x, y, r1, r2;
    static final VarHandle X;
    static final VarHandle Y;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            X = l.findStaticVarHandle(LoadBufferingWeakCasPlain.class, "x", int.class);
            Y = l.findStaticVarHandle(LoadBufferingWeakCasPlain.class, "y", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            r1 = X.weakCompareAndSetPlain(1, 2) ? 1 : 0;
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
