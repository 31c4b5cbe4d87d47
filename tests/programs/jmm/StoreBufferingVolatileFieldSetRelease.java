// Store buffering (SB) on volatile fields written with VarHandle setRelease and read as volatile
// fields: a release write does not order a later load of another variable, even a volatile one,
// so r1=0 r2=0 is ALLOWED. The field's volatile and release accesses are recorded in one history
// (before, such a field was read sequentially consistently and the outcome was missed).
// weft: outcomes sc "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
// weft: outcomes jmm "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class StoreBufferingVolatileFieldSetRelease {
    static volatile int x, y;
    static int r1, r2;
    static final VarHandle X;
    static final VarHandle Y;

    static {
        try {
            X = MethodHandles.lookup().findStaticVarHandle(StoreBufferingVolatileFieldSetRelease.class, "x", int.class);
            Y = MethodHandles.lookup().findStaticVarHandle(StoreBufferingVolatileFieldSetRelease.class, "y", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            X.setRelease(1);
            r1 = y;
        });
        Thread b = new Thread(() -> {
            Y.setRelease(1);
            r2 = x;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("r1=" + r1 + " r2=" + r2);
    }
}
