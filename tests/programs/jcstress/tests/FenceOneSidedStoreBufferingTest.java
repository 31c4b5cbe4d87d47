// Store buffering with a full fence in one actor only: the other actor's write and read may
// still be reordered, so "0, 0" stays reachable (a fence model that synchronized too much would
// lose it; graded FORBIDDEN here so that the test fails if it ever does).
// weft: jcstress FAILED reachable "0, 0" "0, 1" "1, 0" "1, 1"
package weft.jcstress;

import java.lang.invoke.VarHandle;
import org.openjdk.jcstress.annotations.*;
import org.openjdk.jcstress.infra.results.II_Result;

@JCStressTest
@State
@Outcome(id = {"0, 1", "1, 0", "1, 1"}, expect = Expect.ACCEPTABLE, desc = "some order")
@Outcome(id = "0, 0", expect = Expect.FORBIDDEN, desc = "allowed: only one actor fences")
public class FenceOneSidedStoreBufferingTest {
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
        r.r2 = x;
    }
}
