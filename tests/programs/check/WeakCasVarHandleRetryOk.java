// weft: expect ok
// Covers: the usual retry loop around `VarHandle.weakCompareAndSet`: spurious failures only make it go round again (and the state repeats), so two increments still give 2.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class WeakCasVarHandleRetryOk {
    static int count;
    static final VarHandle COUNT;
    static {
        try {
            COUNT = MethodHandles.lookup().findStaticVarHandle(WeakCasVarHandleRetryOk.class, "count", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    static void increment() {
        int c;
        do {
            c = (int) COUNT.getVolatile();
        } while (!COUNT.weakCompareAndSet(c, c + 1));
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(WeakCasVarHandleRetryOk::increment);
        t.start();
        increment();
        t.join();
        assert count == 2;
    }
}
