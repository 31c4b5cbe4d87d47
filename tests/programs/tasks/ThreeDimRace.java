// weft: expect race int[] 0
// weft: expect assertion
// weft: regions expect race int[] 0
// weft: regions sharing int[][0]
// Covers: a 3-D forasync (over an HjRegion3D, HjSuspendingProcedureInt3D body) whose two points both update cells[0] (the index i*j*k is 0 for both): the read-modify-writes of two parallel tasks race, and under full scheduling one update can be lost, so the assertion after the finish fails. Region scheduling has no scheduling point inside the update, so it finds the race but not the lost update, and lists cells[0] as uncovered sharing (the accesses are not annotated).
import static edu.rice.hj.Module1.*;

public class ThreeDimRace {
    public static void main(String[] args) {
        int[] cells = new int[2];
        launchHabaneroApp(() -> {
            finish(() -> forasync(newRectangularRegion3D(0, 1, 0, 0, 1, 1), (i, j, k) -> cells[i * j * k] += i + 1));
            assert cells[0] == 3 : "lost update: " + cells[0];
        });
    }
}
