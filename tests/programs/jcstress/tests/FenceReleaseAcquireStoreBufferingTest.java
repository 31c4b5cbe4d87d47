// Store buffering with a release fence then an acquire fence between each actor's write and
// read (a Dekker handshake built on VarHandle.releaseFence/acquireFence). C11's release and
// acquire fences synchronize only through a write after the release fence that a read before
// the acquire fence sees, and there is none here, so "0, 0" is allowed (an x86 store buffer
// produces it). Graded FORBIDDEN so that the test fails if a fence model ever loses it (weft
// once did: its fences all synchronized on one clock).
// weft: jcstress FAILED reachable "0, 0" "0, 1" "1, 0" "1, 1"
package weft.jcstress;

import java.lang.invoke.VarHandle;
import org.openjdk.jcstress.annotations.*;
import org.openjdk.jcstress.infra.results.II_Result;

@JCStressTest
@State
@Outcome(id = {"0, 1", "1, 0", "1, 1"}, expect = Expect.ACCEPTABLE, desc = "some order")
@Outcome(id = "0, 0", expect = Expect.FORBIDDEN, desc = "allowed: release/acquire fences do not order a store before a load")
public class FenceReleaseAcquireStoreBufferingTest {
    int x, y;

    @Actor
    public void actor1(II_Result r) {
        x = 1;
        VarHandle.releaseFence();
        VarHandle.acquireFence();
        r.r1 = y;
    }

    @Actor
    public void actor2(II_Result r) {
        y = 1;
        VarHandle.releaseFence();
        VarHandle.acquireFence();
        r.r2 = x;
    }
}
