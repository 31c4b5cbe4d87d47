// weft: expect exception java.lang.IllegalStateException
// Covers: `VarHandle.weakCompareAndSetAcquire` used as a try-lock with no retry: a spurious failure makes the only thread think the lock is taken.
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class WeakCasVarHandleAssumed {
    static int owner;
    static final VarHandle OWNER;
    static {
        try {
            OWNER = MethodHandles.lookup().findStaticVarHandle(WeakCasVarHandleAssumed.class, "owner", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) {
        if (!OWNER.weakCompareAndSetAcquire(0, 1)) {
            throw new IllegalStateException("owned by someone else");
        }
    }
}
