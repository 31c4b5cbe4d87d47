// A lost update seen by an arbiter: two actors increment a plain counter and the arbiter reads
// it after both. Only "2" is listed (ACCEPTABLE) and an outcome without ids grades the rest
// FORBIDDEN, so the reachable "1" fails the test; "3" is listed ACCEPTABLE but never happens.
// weft: jcstress FAILED reachable "1" "2"
package weft.jcstress;

import org.openjdk.jcstress.annotations.*;
import org.openjdk.jcstress.infra.results.I_Result;

@JCStressTest
@State
@Outcome(id = {"2", "3"}, expect = Expect.ACCEPTABLE, desc = "both increments counted")
@Outcome(expect = Expect.FORBIDDEN, desc = "an increment lost")
public class ArbiterUnlistedTest {
    int counter;

    @Actor
    public void increment1() {
        counter++;
    }

    @Actor
    public void increment2() {
        counter++;
    }

    @Arbiter
    public void arbiter(I_Result r) {
        r.r1 = counter;
    }
}
