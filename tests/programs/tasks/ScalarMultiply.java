// weft: expect ok
// weft: regions expect ok
// Covers: Table I ScalarMultiply (JPF's PreciseRaceDetector reported a race here, wrongly): forall over 0..2 scaling v[i] in place by the shared constant k; each element is read and written by one task only, k is only read. Each task holds a write region on its element, so region scheduling finds no overlap.
import static edu.rice.hj.Module1.*;
import static permission.PermissionChecks.*;

public class ScalarMultiply {
    static final int[] v = {1, 2, 3};
    static int k = 3;

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            forall(0, 2, (i) -> {
                acquireW(v, i);
                v[i] = v[i] * k;
                releaseW(v, i);
            });
            System.out.println(v[0] + v[1] + v[2]);
        });
    }
}
