// Message passing (MP) on two volatile fields of an object: the writer writes the data with
// VarHandle setOpaque and the flag with setRelease; the reader reads the flag as a volatile
// field and the data with getOpaque. The volatile read that sees the release write acquires it,
// so the data write happens-before the data read and coherence forbids the older value:
// f=1 d=0 is FORBIDDEN.
// weft: outcomes sc "f=0 d=0" "f=0 d=1" "f=1 d=1"
// weft: outcomes jmm "f=0 d=0" "f=0 d=1" "f=1 d=1"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class MessagePassingVolatileFieldRelease {
    static final class Shared {
        volatile int data;
        volatile int flag;
    }

    static final VarHandle DATA;
    static final VarHandle FLAG;

    static {
        try {
            DATA = MethodHandles.lookup().findVarHandle(Shared.class, "data", int.class);
            FLAG = MethodHandles.lookup().findVarHandle(Shared.class, "flag", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Shared s = new Shared();
        int[] seen = new int[2];
        Thread writer = new Thread(() -> {
            DATA.setOpaque(s, 1);
            FLAG.setRelease(s, 1);
        });
        Thread reader = new Thread(() -> {
            seen[0] = s.flag;
            seen[1] = (int) DATA.getOpaque(s);
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("f=" + seen[0] + " d=" + seen[1]);
    }
}
