// weft: expect race MixedModeGetVolatileAfterPlainWriteRacy.x
// Covers: the other direction: one thread writes x with a plain putfield, another reads it with getVolatile; the volatile-mode read is a synchronization action but the plain write is not a release, so nothing orders the write before the read: they race (reported on the interleaving that runs the write first, as for plain accesses).
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class MixedModeGetVolatileAfterPlainWriteRacy {
    static final VarHandle X;

    static {
        try {
            X = MethodHandles.lookup().findVarHandle(MixedModeGetVolatileAfterPlainWriteRacy.class, "x", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    int x;

    public static void main(String[] args) throws InterruptedException {
        MixedModeGetVolatileAfterPlainWriteRacy s = new MixedModeGetVolatileAfterPlainWriteRacy();
        int[] seen = new int[1];
        Thread writer = new Thread(() -> s.x = 1);
        Thread reader = new Thread(() -> seen[0] = (int) X.getVolatile(s));
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("seen = " + seen[0]);
    }
}
