// weft: expect no-race
// Covers: message passing with a static VarHandle (findStaticVarHandle) in release/acquire mode: the writer writes the plain `data` and then setRelease(ready, true), the reader getAcquire()s `ready` and reads `data` only if it is true; a release write and an acquire read that sees it form a happens-before edge (VarHandle javadoc and the JDK 9 memory-order modes: release/acquire is the causally consistent handoff), so data is ordered; the accesses to `ready` are release/acquire, not plain, so they are not data races.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class VarHandleReleaseAcquireOk {
    static boolean ready;
    static int data;
    static int seen = -1;

    static final VarHandle READY;

    static {
        try {
            READY = MethodHandles.lookup().findStaticVarHandle(VarHandleReleaseAcquireOk.class, "ready", boolean.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            data = 42;
            READY.setRelease(true);
        });
        Thread reader = new Thread(() -> {
            if ((boolean) READY.getAcquire()) {
                seen = data;
            }
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        assert seen == -1 || seen == 42 : "release/acquire handoff lost data";
        System.out.println("seen = " + seen);
    }
}
