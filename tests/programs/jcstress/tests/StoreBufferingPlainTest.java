// Store buffering with plain fields, as a jcstress test: "0, 0" is reachable under the JMM and
// graded ACCEPTABLE_INTERESTING, so the test passes and lists it.
// weft: jcstress PASSED reachable "0, 0" "0, 1" "1, 0" "1, 1"
package weft.jcstress;

import org.openjdk.jcstress.annotations.*;
import org.openjdk.jcstress.infra.results.II_Result;

@JCStressTest
@State
@Outcome(id = {"0, 1", "1, 0", "1, 1"}, expect = Expect.ACCEPTABLE, desc = "some interleaving")
@Outcome(id = "0, 0", expect = Expect.ACCEPTABLE_INTERESTING, desc = "both writes reordered after the reads")
public class StoreBufferingPlainTest {
    int x, y;

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
