// Causality test 5 (JMM causality tests, Pugh) with every access opaque: a1 copies x to y, a2
// copies y to x, a3 sets z, a4 copies z to x. r1 = r2 = 1 with r3 = 0 needs a value out of thin
// air; the JMM forbids it for plain fields, and opaque is plain with coherence added. (weft once
// left opaque reads out of its justification check and produced it.)
// weft: jcstress PASSED reachable "0, 0, 0" "0, 0, 1" "1, 0, 1" "1, 1, 1"
package weft.jcstress;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import org.openjdk.jcstress.annotations.*;
import org.openjdk.jcstress.infra.results.III_Result;

@JCStressTest
@State
@Outcome(id = {"0, 0, 0", "0, 0, 1", "1, 0, 1", "1, 1, 1"}, expect = Expect.ACCEPTABLE, desc = "SC")
@Outcome(expect = Expect.FORBIDDEN, desc = "value out of thin air")
public class OpaqueCausalityTest5Test {
    static final VarHandle X, Y, Z;
    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            X = l.findVarHandle(OpaqueCausalityTest5Test.class, "x", int.class);
            Y = l.findVarHandle(OpaqueCausalityTest5Test.class, "y", int.class);
            Z = l.findVarHandle(OpaqueCausalityTest5Test.class, "z", int.class);
        } catch (ReflectiveOperationException e) {
            throw new Error(e);
        }
    }
    int x, y, z;

    @Actor
    public void a1(III_Result r) {
        int t = (int) X.getOpaque(this);
        r.r1 = t;
        Y.setOpaque(this, t);
    }

    @Actor
    public void a2(III_Result r) {
        int t = (int) Y.getOpaque(this);
        r.r2 = t;
        X.setOpaque(this, t);
    }

    @Actor
    public void a3() {
        Z.setOpaque(this, 1);
    }

    @Actor
    public void a4(III_Result r) {
        int t = (int) Z.getOpaque(this);
        r.r3 = t;
        X.setOpaque(this, t);
    }
}
