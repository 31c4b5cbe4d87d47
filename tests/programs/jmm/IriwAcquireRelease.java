// Independent reads of independent writes (IRIW) with VarHandle setRelease/getAcquire:
// release/acquire is not multi-copy atomic, so the two readers may see the independent writes
// in opposite orders: 1010 (r1=1 r2=0 r3=1 r4=0) is ALLOWED (unlike volatile, IriwVolatile).
// weft: outcomes sc "0000" "0001" "0010" "0011" "0100" "0101" "0110" "0111" "1000" "1001" "1011" "1100" "1101" "1110" "1111"
// weft: outcomes jmm "0000" "0001" "0010" "0011" "0100" "0101" "0110" "0111" "1000" "1001" "1011" "1100" "1101" "1110" "1111" "1010"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class IriwAcquireRelease {
    static int x, y;
    static int r1, r2, r3, r4;
    static final VarHandle X;
    static final VarHandle Y;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            X = l.findStaticVarHandle(IriwAcquireRelease.class, "x", int.class);
            Y = l.findStaticVarHandle(IriwAcquireRelease.class, "y", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread w1 = new Thread(() -> X.setRelease(1));
        Thread w2 = new Thread(() -> Y.setRelease(1));
        Thread a = new Thread(() -> {
            r1 = (int) X.getAcquire();
            r2 = (int) Y.getAcquire();
        });
        Thread b = new Thread(() -> {
            r3 = (int) Y.getAcquire();
            r4 = (int) X.getAcquire();
        });
        w1.start();
        w2.start();
        a.start();
        b.start();
        w1.join();
        w2.join();
        a.join();
        b.join();
        System.out.println("" + r1 + r2 + r3 + r4);
    }
}
