// JLS 12.4.2 orders the end of a class's initialization only before the class's uses. H's
// initializer builds a Box (v = 3, not final); the first actor uses H and publishes the box
// through a plain field; the second reads the field and the box without ever using H, so nothing
// orders its read of v after the initializer's write: "0" is allowed (before, weft counted an
// initializer's writes as happening before everything and listed only "-1" and "3"). Interesting
// outcomes do not fail a jcstress test.
// weft: jcstress PASSED reachable "-1" "0" "3"
package weft.jcstress;

import org.openjdk.jcstress.annotations.*;
import org.openjdk.jcstress.infra.results.I_Result;

@JCStressTest
@State
@Outcome(id = {"-1", "3"}, expect = Expect.ACCEPTABLE, desc = "null, or the initialized box")
@Outcome(id = "0", expect = Expect.ACCEPTABLE_INTERESTING, desc = "the box before its field: no happens-before")
public class StaticInitNoClassUseTest {
    static final class Box {
        int v;

        Box(int v) {
            this.v = v;
        }
    }

    static final class H {
        static final Box OBJ = new Box(3);
    }

    Box pub;

    @Actor
    public void publisher() {
        pub = H.OBJ;
    }

    @Actor
    public void reader(I_Result r) {
        Box b = pub;
        r.r1 = b == null ? -1 : b.v;
    }
}
