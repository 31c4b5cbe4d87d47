// Message passing where the writer publishes the flag with a release write (setRelease) and
// the reader reads it with an opaque read followed by an acquire fence: a release write seen
// by a read before an acquire fence synchronizes with the fence (C11), so a reader that sees
// the flag sees the data ("1, 0" forbidden). Without the fence the reader could see "1, 0".
// weft: jcstress PASSED reachable "0, 0" "0, 1" "1, 1"
package weft.jcstress;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import org.openjdk.jcstress.annotations.*;
import org.openjdk.jcstress.infra.results.II_Result;

@JCStressTest
@State
@Outcome(id = {"0, 0", "0, 1", "1, 1"}, expect = Expect.ACCEPTABLE, desc = "in order")
@Outcome(id = "1, 0", expect = Expect.FORBIDDEN, desc = "the release write did not synchronize with the fence")
public class FenceReleaseWriteAcquireFenceTest {
    static final VarHandle FLAG;

    static {
        try {
            FLAG = MethodHandles.lookup().findVarHandle(FenceReleaseWriteAcquireFenceTest.class, "flag", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    int data, flag;

    @Actor
    public void writer() {
        data = 1;
        FLAG.setRelease(this, 1);
    }

    @Actor
    public void reader(II_Result r) {
        r.r1 = (int) FLAG.getOpaque(this);
        VarHandle.acquireFence();
        r.r2 = data;
    }
}
