// Store buffering with volatile-mode writes (VarHandle.setVolatile) to fields not declared
// volatile, read back with plain getfields. A VarHandle's mode holds for that access only: the
// plain reads are ordinary reads, racing with the other actor's volatile-mode write, so "0, 0"
// is allowed (it would not be with volatile reads too). Graded FORBIDDEN so that the test
// fails if weft ever takes the program as correctly synchronized again and lists only its
// sequentially consistent outcomes (it did: mixed-mode pairs were never races).
// weft: jcstress FAILED reachable "0, 0" "0, 1" "1, 0" "1, 1"
package weft.jcstress;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import org.openjdk.jcstress.annotations.*;
import org.openjdk.jcstress.infra.results.II_Result;

@JCStressTest
@State
@Outcome(id = {"0, 1", "1, 0", "1, 1"}, expect = Expect.ACCEPTABLE, desc = "some order")
@Outcome(id = "0, 0", expect = Expect.FORBIDDEN, desc = "allowed: the plain reads race with the volatile-mode writes")
public class MixedModeStoreBufferingTest {
    static final VarHandle X;
    static final VarHandle Y;

    static {
        try {
            X = MethodHandles.lookup().findVarHandle(MixedModeStoreBufferingTest.class, "x", int.class);
            Y = MethodHandles.lookup().findVarHandle(MixedModeStoreBufferingTest.class, "y", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    int x, y;

    @Actor
    public void actor1(II_Result r) {
        X.setVolatile(this, 1);
        r.r1 = y;
    }

    @Actor
    public void actor2(II_Result r) {
        Y.setVolatile(this, 1);
        r.r2 = x;
    }
}
