// weft: expect ok
// weft: regions expect ok
// Covers: the integer loop forms of HJlib checked against HJlib's own signatures, compiled unmodified against weft's jar: HjRegion.HjRegion2D as an interface, forallChunked over a 2-D region (chunks of rows, each chunk in order in one task), myGroup over a 2-D region returning edu.rice.hj.runtime.region.RectangularRegion2D and walked with forseq (the grouped matrix multiply of HJlib's examples), group of a 1-D region, forasyncNb and forasyncNbChunked with an HjProcedureInt1D body, forasyncNb over a 2-D range with an HjProcedureInt2D body, and a region's points through toSeqIterable (HjPoint). Every cell is written by one task and read after the finish that ordered it, so there is no race in either mode; all accesses of tasks are to distinct cells, so the uncovered-sharing report is empty.
import edu.rice.hj.api.HjPoint;
import edu.rice.hj.api.HjProcedureInt1D;
import edu.rice.hj.api.HjRegion.HjRegion1D;
import edu.rice.hj.api.HjRegion.HjRegion2D;
import edu.rice.hj.runtime.region.RectangularRegion2D;
import java.util.List;

import static edu.rice.hj.Module1.*;

public class HjlibLoopForms {
    static final int N = 2;

    public static void main(String[] args) {
        int[][] a = {{1, 2}, {3, 4}};
        int[][] b = {{5, 6}, {7, 8}};
        int[][] chunked = new int[N][N];
        int[][] grouped = new int[N][N];
        int[] ones = new int[4];
        int[] cells = new int[2];
        launchHabaneroApp(() -> {
            HjRegion2D space = newRectangularRegion2D(0, N - 1, 0, N - 1);
            forallChunked(space, (i, j) -> chunked[i][j] = dot(a, b, i, j));
            forall(0, 1, (t) -> {
                RectangularRegion2D mine = myGroup(t, 0, space, 2, 1);
                forseq(mine, (i, j) -> grouped[i][j] = dot(a, b, i, j));
            });
            List<HjRegion1D> halves = group(newRectangularRegion1D(0, 3), 2);
            HjProcedureInt1D one = (i) -> ones[i] = 1;
            finish(() -> {
                forasyncNb(halves.get(0).lowerLimit(0), halves.get(0).upperLimit(0), one);
                forasyncNbChunked(halves.get(1).lowerLimit(0), halves.get(1).upperLimit(0), 2, one);
            });
            finish(() -> forasyncNb(0, 0, 0, 1, (i, j) -> cells[j] = j + 1));
        });
        for (HjPoint p : newRectangularRegion2D(0, N - 1, 0, N - 1).toSeqIterable()) {
            assert chunked[p.get(0)][p.get(1)] == grouped[p.get(0)][p.get(1)] : "products differ at " + p;
        }
        assert chunked[0][0] == 19 && chunked[1][1] == 50 : "wrong product";
        assert cells[0] + cells[1] == 3 : "cells";
        for (int i = 0; i < 4; i++) {
            assert ones[i] == 1 : "index " + i;
        }
    }

    static int dot(int[][] a, int[][] b, int i, int j) {
        int s = 0;
        for (int k = 0; k < N; k++) {
            s += a[i][k] * b[k][j];
        }
        return s;
    }
}
