// Load buffering with a full fence between each actor's read and write: each read comes before
// its own thread's write, so "1, 1" (each read seeing the other's later write) is forbidden; the
// JMM alone allows it for plain fields.
// weft: jcstress PASSED reachable "0, 0" "0, 1" "1, 0"
package weft.jcstress;

import java.lang.invoke.VarHandle;
import org.openjdk.jcstress.annotations.*;
import org.openjdk.jcstress.infra.results.II_Result;

@JCStressTest
@State
@Outcome(id = {"0, 0", "0, 1", "1, 0"}, expect = Expect.ACCEPTABLE, desc = "some order")
@Outcome(id = "1, 1", expect = Expect.FORBIDDEN, desc = "the fences did not order")
public class FenceLoadBufferingTest {
    int x, y;

    @Actor
    public void actor1(II_Result r) {
        r.r1 = x;
        VarHandle.fullFence();
        y = 1;
    }

    @Actor
    public void actor2(II_Result r) {
        r.r2 = y;
        VarHandle.fullFence();
        x = 1;
    }
}
