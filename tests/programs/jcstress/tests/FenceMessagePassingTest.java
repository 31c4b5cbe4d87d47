// Message passing through a plain flag with a release fence before the flag's write and an
// acquire fence after its read: a reader that sees the flag sees the data ("1, 0" forbidden),
// also when the reader saw the flag's write before it ran (a read from the future), which must
// not let the acquire fence pass before the release fence.
// weft: jcstress PASSED reachable "0, 0" "0, 1" "1, 1"
package weft.jcstress;

import java.lang.invoke.VarHandle;
import org.openjdk.jcstress.annotations.*;
import org.openjdk.jcstress.infra.results.II_Result;

@JCStressTest
@State
@Outcome(id = {"0, 0", "0, 1", "1, 1"}, expect = Expect.ACCEPTABLE, desc = "in order")
@Outcome(id = "1, 0", expect = Expect.FORBIDDEN, desc = "the fences did not synchronize")
public class FenceMessagePassingTest {
    int data, flag;

    @Actor
    public void writer() {
        data = 1;
        VarHandle.releaseFence();
        flag = 1;
    }

    @Actor
    public void reader(II_Result r) {
        r.r1 = flag;
        VarHandle.acquireFence();
        r.r2 = data;
    }
}
