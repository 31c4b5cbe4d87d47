// weft: expect race int[] 1
// weft: regions expect race int[] 1
// weft: regions sharing int[][0]
// weft: regions sharing int[][1]
// Covers: DataRaceBench indirectaccess1: x[idx[i]] += 1 in a forall with idx = {0, 1, 1}: iterations 1 and 2 update the same element x[1] through the index array.
import static edu.rice.hj.Module1.*;

public class DrbIndirectAccessRace {
    static final int[] idx = {0, 1, 1};
    static final int[] x = new int[2];

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            forall(0, 2, (i) -> {
                x[idx[i]] += 1;
            });
            System.out.println(x[0] + x[1]);
        });
    }
}
