// weft: expect no-race
// Covers: message passing through an instance field accessed with a VarHandle (MethodHandles.lookup().findVarHandle) in volatile mode: setVolatile/getVolatile are volatile accesses (synchronization actions, never data races), so the writer's setVolatile of `ready` synchronizes-with the reader's getVolatile that reads it, ordering the plain writes of `data` and `extra` before the reads; the field itself is declared plain but is only ever accessed through volatile-mode VarHandle calls.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class VarHandleVolatileOk {
    static final class Mailbox {
        int ready;
        int data;
        long extra;
    }

    static final VarHandle READY;

    static {
        try {
            READY = MethodHandles.lookup().findVarHandle(Mailbox.class, "ready", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    static final Mailbox box = new Mailbox();
    static long seen = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            box.data = 42;
            box.extra = 7L;
            READY.setVolatile(box, 1);
        });
        Thread reader = new Thread(() -> {
            if ((int) READY.getVolatile(box) == 1) {
                seen = box.data + box.extra;
            }
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        assert seen == -1 || seen == 49 : "volatile handoff lost data";
        System.out.println("seen = " + seen);
    }
}
