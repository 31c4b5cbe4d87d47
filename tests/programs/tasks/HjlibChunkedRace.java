// weft: expect race HjlibChunkedRace.total
// weft: expect assertion
// weft: regions expect race HjlibChunkedRace.total
// weft: regions sharing HjlibChunkedRace.total
// Covers: forallChunked over a 2-D region (HJlib's HjRegion.HjRegion2D interface) splits the rows into two chunks, one task each; both chunks add to one static total without synchronization. Within a chunk the points run in order (no race between them), but the two chunks race, and under full scheduling an update can be lost, so the assertion after the loop fails. Region scheduling finds the race, not the lost update (no scheduling point inside the update), and lists total as uncovered sharing.
import edu.rice.hj.api.HjRegion.HjRegion2D;

import static edu.rice.hj.Module1.*;

public class HjlibChunkedRace {
    static int total;

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            HjRegion2D space = newRectangularRegion2D(0, 1, 0, 0);
            forallChunked(space, (i, j) -> total += i + 1);
        });
        assert total == 3 : "lost update: " + total;
    }
}
