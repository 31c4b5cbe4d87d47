// Message passing (MP) whose reader reads the flag with a read-modify-write that does not
// acquire: getAndAddRelease(flag, 0) is a relaxed read and a release write (C11's
// fetch_add(memory_order_release)), so seeing the writer's setRelease synchronizes with nothing
// and the plain data read after it races with the data write.
// - f=0 d=0, f=0 d=1: the update reads the initial flag; the data read sees either write
//   (sequentially consistent interleavings too).
// - f=1 d=1: the update reads the flag after the data write (an interleaving).
// - f=1 d=0: ALLOWED under the JMM: the update's read is not an acquire, so no happens-before
//   edge orders data=1 before the data read, which may see the initial 0 (before, every update
//   acquired as a volatile one does, and weft missed it). Not sequentially consistent.
// weft: outcomes sc "f=0 d=0" "f=0 d=1" "f=1 d=1"
// weft: outcomes jmm "f=0 d=0" "f=0 d=1" "f=1 d=0" "f=1 d=1"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class MessagePassingUpdateReleaseFlag {
    static int data, flag, f, d;
    static final VarHandle FLAG;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            FLAG = l.findStaticVarHandle(MessagePassingUpdateReleaseFlag.class, "flag", int.class);
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
            f = (int) FLAG.getAndAddRelease(0);
            d = data;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("f=" + f + " d=" + d);
    }
}
