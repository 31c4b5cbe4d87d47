// weft: expect race VarHandleOpaqueRacy.data
// Covers: message passing with a static VarHandle in opaque mode: setOpaque/getOpaque are atomic and coherent per variable (so `ready` itself is not a data race) but impose no ordering on other variables and create no happens-before edge; on the SC execution where the reader's getOpaque sees true, its read of the plain `data` is unordered with the writer's write, so `data` races.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class VarHandleOpaqueRacy {
    static boolean ready;
    static int data;
    static int seen = -1;

    static final VarHandle READY;

    static {
        try {
            READY = MethodHandles.lookup().findStaticVarHandle(VarHandleOpaqueRacy.class, "ready", boolean.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            data = 42;
            READY.setOpaque(true);
        });
        Thread reader = new Thread(() -> {
            if ((boolean) READY.getOpaque()) {
                seen = data;
            }
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("seen = " + seen);
    }
}
