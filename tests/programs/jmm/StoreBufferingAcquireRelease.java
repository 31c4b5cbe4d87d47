// Store buffering (SB) with VarHandle setRelease/getAcquire: release/acquire does not order a
// release write before a later acquire read of another location, so both reads may see the
// initial values: r1=0 r2=0 is ALLOWED (unlike volatile fields, StoreBufferingVolatile).
// weft: outcomes sc "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
// weft: outcomes jmm "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class StoreBufferingAcquireRelease {
    static int x, y;
    static int r1, r2;
    static final VarHandle X;
    static final VarHandle Y;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            X = l.findStaticVarHandle(StoreBufferingAcquireRelease.class, "x", int.class);
            Y = l.findStaticVarHandle(StoreBufferingAcquireRelease.class, "y", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            X.setRelease(1);
            r1 = (int) Y.getAcquire();
        });
        Thread b = new Thread(() -> {
            Y.setRelease(1);
            r2 = (int) X.getAcquire();
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("r1=" + r1 + " r2=" + r2);
    }
}
