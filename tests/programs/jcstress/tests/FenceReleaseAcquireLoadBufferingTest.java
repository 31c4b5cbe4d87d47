// Load buffering with a release fence in the first actor (between its read and its write) and
// an acquire fence in the second (between its read and its write). When the second actor reads
// y = 1, written after the release fence, the two fences synchronize (C11 fence-to-fence), so
// the first actor's read happens-before the second's write and cannot see it: "1, 1" is
// forbidden. Either read alone may see the other's write, also from the future.
// weft: jcstress PASSED reachable "0, 0" "0, 1" "1, 0"
package weft.jcstress;

import java.lang.invoke.VarHandle;
import org.openjdk.jcstress.annotations.*;
import org.openjdk.jcstress.infra.results.II_Result;

@JCStressTest
@State
@Outcome(id = {"0, 0", "0, 1", "1, 0"}, expect = Expect.ACCEPTABLE, desc = "some order")
@Outcome(id = "1, 1", expect = Expect.FORBIDDEN, desc = "the fences did not synchronize")
public class FenceReleaseAcquireLoadBufferingTest {
    int x, y;

    @Actor
    public void actor1(II_Result r) {
        r.r1 = x;
        VarHandle.releaseFence();
        y = 1;
    }

    @Actor
    public void actor2(II_Result r) {
        r.r2 = y;
        VarHandle.acquireFence();
        x = 1;
    }
}
