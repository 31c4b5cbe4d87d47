// weft: expect race MixedModePlainGetOfVolatileRacy.v
// weft: expect race MixedModePlainGetOfVolatileRacy.w
// Covers: a plain-mode VarHandle read (V.get) of a field declared volatile is a plain read ("as if the variable was declared non-volatile"): it is not ordered after the other thread's volatile write v = 1, so the two race, although every other access to v is volatile; likewise the plain getfield of w (not declared volatile) races with the writer's W.setVolatile. The main thread's reads after join are ordered and race with nothing. weft must report both: the plain access to v makes the search start again with a strong column for v (fields declared volatile have none until the program accesses one in plain mode).
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class MixedModePlainGetOfVolatileRacy {
    static final VarHandle V;
    static final VarHandle W;

    static {
        try {
            V = MethodHandles.lookup().findVarHandle(MixedModePlainGetOfVolatileRacy.class, "v", int.class);
            W = MethodHandles.lookup().findVarHandle(MixedModePlainGetOfVolatileRacy.class, "w", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    volatile int v;
    int w;

    public static void main(String[] args) throws InterruptedException {
        MixedModePlainGetOfVolatileRacy s = new MixedModePlainGetOfVolatileRacy();
        int[] seen = new int[2];
        Thread writer = new Thread(() -> {
            s.v = 1;
            W.setVolatile(s, 1);
        });
        Thread reader = new Thread(() -> {
            seen[0] = (int) V.get(s);
            seen[1] = s.w;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("seen = " + seen[0] + " " + seen[1] + ", v = " + s.v + ", w = " + s.w);
    }
}
