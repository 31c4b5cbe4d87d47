// Load buffering (LB) with VarHandle getOpaque/setOpaque: opaque accesses order nothing between
// different locations (they are C++'s relaxed atomics), so each read may see the other thread's
// later write: r1=1 r2=1 is ALLOWED (unlike LoadBufferingAcquireRelease).
// An opaque read may see a write still to come (from the WriteSet, its value imposed), an
// acquire read may not.
// weft: outcomes sc "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=0"
// weft: outcomes jmm "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class LoadBufferingOpaque {
    static int x, y;
    static int r1, r2;
    static final VarHandle X;
    static final VarHandle Y;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            X = l.findStaticVarHandle(LoadBufferingOpaque.class, "x", int.class);
            Y = l.findStaticVarHandle(LoadBufferingOpaque.class, "y", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            r1 = (int) X.getOpaque();
            Y.setOpaque(1);
        });
        Thread b = new Thread(() -> {
            r2 = (int) Y.getOpaque();
            X.setOpaque(1);
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("r1=" + r1 + " r2=" + r2);
    }
}
