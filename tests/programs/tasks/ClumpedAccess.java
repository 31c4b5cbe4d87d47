// weft: expect ok
// weft: regions expect ok
// Covers: Table I ClumpedAccess: forasyncChunked over 0..3 with chunk size 2: two tasks, each writing its own clump of two consecutive elements; the clumps do not overlap and the array is read after the finish.
import static edu.rice.hj.Module1.*;
import static permission.PermissionChecks.*;

public class ClumpedAccess {
    static final int[] data = new int[4];

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            finish(() -> forasyncChunked(0, 3, 2, (i) -> {
                acquireW(data, i);
                data[i] = i;
                releaseW(data, i);
            }));
            System.out.println(data[0] + data[1] + data[2] + data[3]);
        });
    }
}
