// weft: expect ok
// weft: regions expect ok
// weft: regions sharing int[][0]
// weft: regions sharing int[][1]
// Covers: DataRaceBench antidep1, fixed: b[i] = a[i + 1] + 1 writes a separate array, so the parallel iterations only read a and write disjoint elements of b.
import static edu.rice.hj.Module1.*;

public class DrbAntiDepNoRace {
    static final int[] a = {1, 2, 3};
    static final int[] b = new int[2];

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            forall(0, 1, (i) -> {
                b[i] = a[i + 1] + 1;
            });
            System.out.println(b[0] + b[1]);
        });
    }
}
