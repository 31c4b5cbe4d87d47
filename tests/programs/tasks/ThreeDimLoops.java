// weft: expect ok
// weft: regions expect ok
// Covers: 3-D loops with HJlib's integer bodies: forall over a 3-D range (HjProcedureInt3D, one task per point) fills a 2x1x2 cube, each task writing only its own cell; forseq over a 3-D region (HjRegion3D) then sums it in order in the main thread (forseq needs no task), and points (newPoint) compare by value. launchHabaneroApp returns after every task has ended, so every write happens-before the sum: no race, and the sum is always 0+1+2+3. The uncovered-sharing report is empty: each cell has one writing task, and the main thread's reads are not counted.
import edu.rice.hj.api.HjPoint;
import edu.rice.hj.api.HjRegion.HjRegion3D;

import static edu.rice.hj.Module1.*;

public class ThreeDimLoops {
    public static void main(String[] args) {
        int[][][] cube = new int[2][1][2];
        int[] sum = new int[1];
        launchHabaneroApp(() -> {
            forall(0, 1, 0, 0, 0, 1, (i, j, k) -> cube[i][j][k] = 2 * i + k);
        });
        HjRegion3D space = newRectangularRegion3D(0, 1, 0, 0, 0, 1);
        forseq(space, (i, j, k) -> sum[0] += cube[i][j][k]);
        assert sum[0] == 6 : "sum " + sum[0];
        assert space.numElements() == 4;
        HjPoint p = newPoint(1, 0, 1);
        assert p.equals(newPoint(1, 0, 1)) && p.rank() == 3 && p.get(2) == 1;
        System.out.println(sum[0] + " " + p);
    }
}
