// A release write read (opaque) before an acquire fence synchronizes with the fence (C11), in a
// load-buffering shape: the reader reads the flag, writes y, passes an acquire fence and reads
// data; the writer reads y, copies it into data, then sets the flag with setRelease. A reader
// that saw the flag sees the data the writer copied ("1, r, r"), whether it saw the flag's write
// before it ran or from the future; a reader that did not may see either data ("0, 0, 1").
// "0, 1, 0" is impossible: data is 1 only if the writer read y = 1.
// weft: jcstress PASSED reachable "0, 0, 0" "0, 0, 1" "0, 1, 1" "1, 0, 0" "1, 1, 1"
package weft.jcstress;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import org.openjdk.jcstress.annotations.*;
import org.openjdk.jcstress.infra.results.III_Result;

@JCStressTest
@State
@Outcome(id = {"0, 0, 0", "0, 0, 1", "0, 1, 1", "1, 0, 0", "1, 1, 1"}, expect = Expect.ACCEPTABLE, desc = "allowed")
@Outcome(expect = Expect.FORBIDDEN, desc = "the release write did not synchronize with the fence")
public class FenceFutureReleaseWriteLoadBufferingTest {
    static final VarHandle FLAG;

    static {
        try {
            FLAG = MethodHandles.lookup().findVarHandle(FenceFutureReleaseWriteLoadBufferingTest.class, "flag", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    int data, flag, y;

    @Actor
    public void reader(III_Result r) {
        r.r1 = (int) FLAG.getOpaque(this);
        y = 1;
        VarHandle.acquireFence();
        r.r2 = data;
    }

    @Actor
    public void writer(III_Result r) {
        int seen = y;
        r.r3 = seen;
        data = seen;
        FLAG.setRelease(this, 1);
    }
}
