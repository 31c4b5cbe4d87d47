// Store buffering with volatile fields: "0, 0" is FORBIDDEN and weft shows it can never happen,
// so the test passes; stress testing could only fail to observe it.
// weft: jcstress PASSED reachable "0, 1" "1, 0" "1, 1"
package weft.jcstress;

import org.openjdk.jcstress.annotations.*;
import org.openjdk.jcstress.infra.results.II_Result;

@JCStressTest
@State
@Outcome(id = {"0, 1", "1, 0", "1, 1"}, expect = Expect.ACCEPTABLE, desc = "some interleaving")
@Outcome(id = "0, 0", expect = Expect.FORBIDDEN, desc = "volatile accesses are sequentially consistent")
public class StoreBufferingVolatileTest {
    volatile int x, y;

    @Actor
    public void actor1(II_Result r) {
        x = 1;
        r.r1 = y;
    }

    @Actor
    public void actor2(II_Result r) {
        y = 1;
        r.r2 = x;
    }
}
