// Store buffering with VarHandle.fullFence() between each actor's write and read: the fences are
// ordered, and the later one's read sees the earlier one's write, so "0, 0" is forbidden
// (C11's rule for sequentially consistent fences, which VarHandle's documentation gives them).
// weft: jcstress PASSED reachable "0, 1" "1, 0" "1, 1"
package weft.jcstress;

import java.lang.invoke.VarHandle;
import org.openjdk.jcstress.annotations.*;
import org.openjdk.jcstress.infra.results.II_Result;

@JCStressTest
@State
@Outcome(id = {"0, 1", "1, 0", "1, 1"}, expect = Expect.ACCEPTABLE, desc = "some order")
@Outcome(id = "0, 0", expect = Expect.FORBIDDEN, desc = "the fences did not order")
public class FenceStoreBufferingTest {
    int x, y;

    @Actor
    public void actor1(II_Result r) {
        x = 1;
        VarHandle.fullFence();
        r.r1 = y;
    }

    @Actor
    public void actor2(II_Result r) {
        y = 1;
        VarHandle.fullFence();
        r.r2 = x;
    }
}
