// A release sequence through a relaxed update (RC11, weft's reference model for the access
// modes: an acquire read that reads from a read-modify-write chain starting at a release write
// synchronizes with that write). The writer writes data, then the flag with setRelease(1); the
// middle thread's weakCompareAndSetPlain(flag, 1, 11) neither acquires nor releases; the reader
// reads the flag with getAcquire, then data.
// - f=0 d=0, f=0 d=1: the reader misses the flag; data either way.
// - f=1 d=1: it reads the writer's release write (synchronizes with it).
// - f=11 d=1: it reads the update, which read the writer's release write: the update continues
//   that write's release sequence, so the reader synchronizes with the writer.
// - f=1 d=0, f=11 d=0: FORBIDDEN (data=1 happens-before the data read). f=11 d=0 is what
//   a plain update that dropped the sequence would produce.
// weft: outcomes sc "f=0 d=0" "f=0 d=1" "f=1 d=1" "f=11 d=1"
// weft: outcomes jmm "f=0 d=0" "f=0 d=1" "f=1 d=1" "f=11 d=1"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class MessagePassingReleaseSequence {
    static int data, flag, f, d;
    static final VarHandle FLAG;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            FLAG = l.findStaticVarHandle(MessagePassingReleaseSequence.class, "flag", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            data = 1;
            FLAG.setRelease(1);
        });
        Thread middle = new Thread(() -> {
            FLAG.weakCompareAndSetPlain(1, 11);
        });
        Thread reader = new Thread(() -> {
            f = (int) FLAG.getAcquire();
            d = data;
        });
        writer.start();
        middle.start();
        reader.start();
        writer.join();
        middle.join();
        reader.join();
        System.out.println("f=" + f + " d=" + d);
    }
}
