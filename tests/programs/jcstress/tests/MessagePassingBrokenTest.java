// Message passing with a plain flag, graded as if the flag were volatile: "1, 0" (flag seen,
// data not) is reachable under the JMM, so the test FAILS with a witness.
// weft: jcstress FAILED reachable "0, 0" "0, 1" "1, 0" "1, 1"
package weft.jcstress;

import org.openjdk.jcstress.annotations.*;
import org.openjdk.jcstress.infra.results.II_Result;

@JCStressTest
@State
@Outcome(id = {"0, 0", "0, 1", "1, 1"}, expect = Expect.ACCEPTABLE, desc = "in order")
@Outcome(id = "1, 0", expect = Expect.FORBIDDEN, desc = "flag seen before the data")
public class MessagePassingBrokenTest {
    int data, flag;

    @Actor
    public void writer() {
        data = 1;
        flag = 1;
    }

    @Actor
    public void reader(II_Result r) {
        r.r1 = flag;
        r.r2 = data;
    }
}
