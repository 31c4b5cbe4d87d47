// weft: expect race MixedModeSetVolatilePlainReadRacy.x
// Covers: a VarHandle access mode holds for that access only: setVolatile on a field not declared volatile is a volatile write, and the reader's plain getfield of the same field is a normal read that nothing orders after it, so the two race (the writer's setVolatile and the reader's plain read of x); JDK 9's memory-order modes count a plain access racing with a volatile-mode one as a data race.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class MixedModeSetVolatilePlainReadRacy {
    static final VarHandle X;

    static {
        try {
            X = MethodHandles.lookup().findVarHandle(MixedModeSetVolatilePlainReadRacy.class, "x", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    int x;

    public static void main(String[] args) throws InterruptedException {
        MixedModeSetVolatilePlainReadRacy s = new MixedModeSetVolatilePlainReadRacy();
        int[] seen = new int[1];
        Thread writer = new Thread(() -> X.setVolatile(s, 1));
        Thread reader = new Thread(() -> seen[0] = s.x);
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("seen = " + seen[0]);
    }
}
