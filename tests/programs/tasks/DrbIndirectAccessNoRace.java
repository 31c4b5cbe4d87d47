// weft: expect ok
// weft: regions expect ok
// weft: regions sharing int[][0]
// weft: regions sharing int[][1]
// weft: regions sharing int[][2]
// Covers: DataRaceBench indirectaccess, race-free: the index array {2, 0, 1} is a permutation, so the iterations update distinct elements of x.
import static edu.rice.hj.Module1.*;

public class DrbIndirectAccessNoRace {
    static final int[] idx = {2, 0, 1};
    static final int[] x = new int[3];

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            forall(0, 2, (i) -> {
                x[idx[i]] += 1;
            });
            System.out.println(x[0] + x[1] + x[2]);
        });
    }
}
