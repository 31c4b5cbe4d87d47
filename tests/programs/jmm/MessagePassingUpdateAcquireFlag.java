// Message passing (MP) whose reader reads the flag with an acquire read-modify-write:
// getAndAddAcquire(flag, 0) that sees the writer's setRelease synchronizes with it (C11: an
// acquire RMW reading a release write), so the data read after it must see data=1.
// - f=0 d=0, f=0 d=1: the update reads the initial flag; the data read sees either write.
// - f=1 d=1: allowed.
// - f=1 d=0: FORBIDDEN: data=1 happens-before the data read (po; sw; po) and hides the initial
//   value (the JMM's happens-before consistency).
// weft: outcomes sc "f=0 d=0" "f=0 d=1" "f=1 d=1"
// weft: outcomes jmm "f=0 d=0" "f=0 d=1" "f=1 d=1"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class MessagePassingUpdateAcquireFlag {
    static int data, flag, f, d;
    static final VarHandle FLAG;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            FLAG = l.findStaticVarHandle(MessagePassingUpdateAcquireFlag.class, "flag", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            data = 1;
            FLAG.setRelease(1);
        });
        Thread reader = new Thread(() -> {
            f = (int) FLAG.getAndAddAcquire(0);
            d = data;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("f=" + f + " d=" + d);
    }
}
