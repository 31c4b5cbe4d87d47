// Store buffering (SB) through VarHandle get/set, the plain access mode: plain VarHandle
// accesses are plain field accesses (racy, unordered), so both reads may see the initial
// values: r1=0 r2=0 is ALLOWED, as with plain fields (StoreBufferingPlain).
// weft: outcomes sc "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
// weft: outcomes jmm "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class StoreBufferingVarHandlePlain {
    static int x, y;
    static int r1, r2;
    static final VarHandle X;
    static final VarHandle Y;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            X = l.findStaticVarHandle(StoreBufferingVarHandlePlain.class, "x", int.class);
            Y = l.findStaticVarHandle(StoreBufferingVarHandlePlain.class, "y", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            X.set(1);
            r1 = (int) Y.get();
        });
        Thread b = new Thread(() -> {
            Y.set(1);
            r2 = (int) X.get();
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("r1=" + r1 + " r2=" + r2);
    }
}
