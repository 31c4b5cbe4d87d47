// Message passing (MP) on two volatile fields of an object: the writer writes the data as a
// volatile field and the flag with VarHandle setOpaque; the reader reads the flag with
// getAcquire and the data with getOpaque. An opaque write releases nothing, so the acquire read
// that sees it synchronizes with nothing, and the reader may see the flag and still the old
// data: f=1 d=0 is ALLOWED (C11: a relaxed store read by an acquire load gives no
// synchronizes-with). The volatile write and the opaque read of the data field share one
// history (before, the data field was read sequentially consistently and the outcome missed).
// weft: outcomes sc "f=0 d=0" "f=0 d=1" "f=1 d=1"
// weft: outcomes jmm "f=0 d=0" "f=0 d=1" "f=1 d=0" "f=1 d=1"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class MessagePassingVolatileFieldOpaque {
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
            s.data = 1;
            FLAG.setOpaque(s, 1);
        });
        Thread reader = new Thread(() -> {
            seen[0] = (int) FLAG.getAcquire(s);
            seen[1] = (int) DATA.getOpaque(s);
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("f=" + seen[0] + " d=" + seen[1]);
    }
}
