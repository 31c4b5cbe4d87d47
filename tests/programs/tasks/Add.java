// weft: expect ok
// weft: regions expect ok
// weft: regions sharing int[][0]
// weft: regions sharing int[][1]
// Covers: Table I Add (JPF's PreciseRaceDetector reported a race here, wrongly): element-wise addition of two 2x2 matrices with forallChunked over the rows (chunk size 1, one task per row); each task writes only its own row of the result, which is read after the loop.
import static edu.rice.hj.Module1.*;

public class Add {
    static final int[][] a = {{1, 2}, {3, 4}};
    static final int[][] b = {{5, 6}, {7, 8}};
    static final int[][] c = new int[2][2];

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            forallChunked(0, 1, 1, (i) -> {
                for (int j = 0; j < 2; j++) {
                    c[i][j] = a[i][j] + b[i][j];
                }
            });
            System.out.println(c[0][0] + c[0][1] + c[1][0] + c[1][1]);
        });
    }
}
