// Message passing with a release fence in the writer but no acquire fence in the reader: the
// reader's two reads may be reordered, so "1, 0" stays reachable (graded FORBIDDEN so that the
// test fails if a fence model ever loses it).
// weft: jcstress FAILED reachable "0, 0" "0, 1" "1, 0" "1, 1"
package weft.jcstress;

import java.lang.invoke.VarHandle;
import org.openjdk.jcstress.annotations.*;
import org.openjdk.jcstress.infra.results.II_Result;

@JCStressTest
@State
@Outcome(id = {"0, 0", "0, 1", "1, 1"}, expect = Expect.ACCEPTABLE, desc = "in order")
@Outcome(id = "1, 0", expect = Expect.FORBIDDEN, desc = "allowed: the reader does not fence")
public class FenceReleaseOnlyMessagePassingTest {
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
        r.r2 = data;
    }
}
