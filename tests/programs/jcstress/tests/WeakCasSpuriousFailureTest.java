// A weak compare-and-set may fail spuriously (VarHandle.weakCompareAndSet*: "may fail
// spuriously", as on LL/SC machines), also in a program with a data race, which weft explores
// under the JMM's relaxed semantics: the uncontended weakCompareAndSetPlain(0 -> 1) may return
// false and leave 0 (r1 = 0, r3 = 0). The racy plain field d makes the program not correctly
// synchronized (so the JMM search, not the sequentially consistent one, runs) and may be seen
// either way. "0, _, 1" is impossible: nothing else writes 1.
// weft: jcstress FAILED reachable "0, 0, 0" "0, 1, 0" "1, 0, 1" "1, 1, 1"
package weft.jcstress;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import org.openjdk.jcstress.annotations.*;
import org.openjdk.jcstress.infra.results.III_Result;

@JCStressTest
@State
@Outcome(id = {"1, 0, 1", "1, 1, 1"}, expect = Expect.ACCEPTABLE, desc = "the compare-and-set succeeded")
@Outcome(id = {"0, 0, 0", "0, 1, 0"}, expect = Expect.FORBIDDEN, desc = "allowed: a spurious failure (graded so that the test fails if it is never explored)")
@Outcome(expect = Expect.FORBIDDEN, desc = "inconsistent")
public class WeakCasSpuriousFailureTest {
    static final VarHandle V;

    static {
        try {
            V = MethodHandles.lookup().findVarHandle(WeakCasSpuriousFailureTest.class, "v", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    int v, d;

    @Actor
    public void actor1(III_Result r) {
        r.r1 = V.weakCompareAndSetPlain(this, 0, 1) ? 1 : 0;
    }

    @Actor
    public void actor2(III_Result r) {
        d = 1;
    }

    @Actor
    public void actor3(III_Result r) {
        r.r2 = d;
    }

    @Arbiter
    public void arbiter(III_Result r) {
        r.r3 = v;
    }
}
