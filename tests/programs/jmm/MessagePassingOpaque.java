// Message passing (MP) with VarHandle setOpaque/getOpaque on the flag: opaque accesses are
// atomic and coherent but synchronize nothing, so seeing the flag does not order the plain data
// write before the data read: f=1 d=0 is ALLOWED (unlike MessagePassingAcquireRelease).
// weft: outcomes sc "f=0 d=0" "f=0 d=1" "f=1 d=1"
// weft: outcomes jmm "f=0 d=0" "f=0 d=1" "f=1 d=0" "f=1 d=1"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class MessagePassingOpaque {
    static int data;
    static int flag;
    static final VarHandle FLAG;

    static {
        try {
            FLAG = MethodHandles.lookup().findStaticVarHandle(MessagePassingOpaque.class, "flag", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int[] seen = new int[2];
        Thread writer = new Thread(() -> {
            data = 1;
            FLAG.setOpaque(1);
        });
        Thread reader = new Thread(() -> {
            seen[0] = (int) FLAG.getOpaque();
            seen[1] = data;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("f=" + seen[0] + " d=" + seen[1]);
    }
}
