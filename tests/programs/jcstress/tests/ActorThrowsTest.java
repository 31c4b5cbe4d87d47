// An actor that dereferences a racily published reference: under the JMM it may read null and
// throw a NullPointerException. jcstress reports a test whose actor throws as an error, so the
// test FAILS with the error listed, although every tuple the result object could hold is graded
// ACCEPTABLE ("0": the box seen, its field not yet; before, weft graded the default tuple of the
// throwing path and passed the test).
// weft: jcstress FAILED reachable "0" "1" "ERROR: reader threw java.lang.NullPointerException"
package weft.jcstress;

import org.openjdk.jcstress.annotations.*;
import org.openjdk.jcstress.infra.results.I_Result;

@JCStressTest
@State
@Outcome(id = {"0", "1"}, expect = Expect.ACCEPTABLE, desc = "box seen")
public class ActorThrowsTest {
    static class Box {
        int v = 1;
    }

    Box h;

    @Actor
    public void writer() {
        h = new Box();
    }

    @Actor
    public void reader(I_Result r) {
        r.r1 = h.v;
    }
}
