// The other side of StaticInitNoClassUseTest: the reader reaches the box through H itself, so its
// first use of H synchronizes with the end of H's initialization (JLS 12.4.2), whichever actor
// ran the initializer: it always sees v = 3. The plain field `x` races, so the program is not
// correctly synchronized and the relaxed search runs: it must keep the edge.
// weft: jcstress PASSED reachable "3, 0" "3, 1"
package weft.jcstress;

import org.openjdk.jcstress.annotations.*;
import org.openjdk.jcstress.infra.results.II_Result;

@JCStressTest
@State
@Outcome(id = {"3, 0", "3, 1"}, expect = Expect.ACCEPTABLE, desc = "the initialized box")
@Outcome(id = {"0, 0", "0, 1"}, expect = Expect.FORBIDDEN, desc = "the box before its field")
public class StaticInitClassUseTest {
    static final class Box {
        int v;

        Box(int v) {
            this.v = v;
        }
    }

    static final class H {
        static final Box OBJ = new Box(3);
    }

    int x;

    @Actor
    public void initializer() {
        x = 1;
        H.OBJ.hashCode();
    }

    @Actor
    public void reader(II_Result r) {
        r.r2 = x;
        r.r1 = H.OBJ.v;
    }
}
