// weft: expect no-race
// Covers: mixed access modes that happens-before orders: the writer writes x with setVolatile, then x again with a plain write, then publishes with a volatile flag; the reader spins on the flag and then reads x both plainly and with getVolatile (ordered after both writes by the flag's write-read pair); both threads also make setVolatile/getVolatile accesses to y concurrently, which never race with each other (volatile-mode accesses are synchronization actions); main reads x and y plainly after joining both.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class MixedModeOrderedOk {
    static final VarHandle X;
    static final VarHandle Y;

    static {
        try {
            X = MethodHandles.lookup().findVarHandle(MixedModeOrderedOk.class, "x", int.class);
            Y = MethodHandles.lookup().findVarHandle(MixedModeOrderedOk.class, "y", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    int x, y;
    volatile boolean flag;

    public static void main(String[] args) throws InterruptedException {
        MixedModeOrderedOk s = new MixedModeOrderedOk();
        int[] seen = new int[3];
        Thread writer = new Thread(() -> {
            X.setVolatile(s, 1);
            s.x = 2;
            Y.setVolatile(s, 1);
            s.flag = true;
        });
        Thread reader = new Thread(() -> {
            seen[2] = (int) Y.getVolatile(s);
            Y.setVolatile(s, 2);
            while (!s.flag) {
                Thread.onSpinWait();
            }
            seen[0] = s.x;
            seen[1] = (int) X.getVolatile(s);
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println(seen[0] + " " + seen[1] + " " + seen[2] + " " + s.x + " " + s.y);
    }
}
