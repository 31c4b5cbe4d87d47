// weft: expect ok
// weft: regions expect ok
// weft: regions sharing int[][0]
// weft: regions sharing int[][1]
// Covers: Table I TwoDimArrays (JPF's PreciseRaceDetector reported a race here, wrongly): a 2-D forall over [0..1]x[0..1] where task (i, j) writes m[i][j] only; the rows are separate arrays and the elements disjoint, so no two tasks touch one location. The sum is read after the forall.
import static edu.rice.hj.Module1.*;

public class TwoDimArrays {
    static final int[][] m = new int[2][2];

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            forall(0, 1, 0, 1, (i, j) -> {
                m[i][j] = i * 2 + j;
            });
            int sum = 0;
            for (int[] row : m) {
                for (int v : row) {
                    sum += v;
                }
            }
            System.out.println(sum);
        });
    }
}
