// weft: expect race VarHandlePlainRacy.ready
// weft: expect race VarHandlePlainRacy.data
// Covers: message passing through a VarHandle (MethodHandles.lookup().findStaticVarHandle) in plain mode: set/get are plain accesses, exactly like ordinary field writes and reads, so they create no happens-before; the writer's VarHandle set of `ready` is unordered with the reader's get (race on `ready`), and on the SC execution where the reader sees true, its read of the plain `data` is unordered with the write (race on `data`).
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class VarHandlePlainRacy {
    static boolean ready;
    static int data;
    static int seen = -1;

    static final VarHandle READY;

    static {
        try {
            READY = MethodHandles.lookup().findStaticVarHandle(VarHandlePlainRacy.class, "ready", boolean.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            data = 42;
            READY.set(true);
        });
        Thread reader = new Thread(() -> {
            if ((boolean) READY.get()) {
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
