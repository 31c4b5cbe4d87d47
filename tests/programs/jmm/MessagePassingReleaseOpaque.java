// Message passing (MP) with a release write of the flag but an opaque read of it: only an
// acquire read that sees a release write synchronizes with it, so the data read is not ordered
// after the data write: f=1 d=0 is ALLOWED (a release alone is not enough).
// weft: outcomes sc "f=0 d=0" "f=0 d=1" "f=1 d=1"
// weft: outcomes jmm "f=0 d=0" "f=0 d=1" "f=1 d=0" "f=1 d=1"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class MessagePassingReleaseOpaque {
    static int data;
    static int flag;
    static final VarHandle FLAG;

    static {
        try {
            FLAG = MethodHandles.lookup().findStaticVarHandle(MessagePassingReleaseOpaque.class, "flag", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int[] seen = new int[2];
        Thread writer = new Thread(() -> {
            data = 1;
            FLAG.setRelease(1);
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
