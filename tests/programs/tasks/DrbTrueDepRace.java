// weft: expect race int[] 1
// weft: regions expect race int[] 1
// weft: regions sharing int[][1]
// weft: regions sharing int[][2]
// Covers: DataRaceBench truedep1 as a forall: a[i + 1] = a[i] + 1 for i in 0..1; iteration 0 writes a[1] while iteration 1 reads it (a true dependence across parallel iterations).
import static edu.rice.hj.Module1.*;

public class DrbTrueDepRace {
    static final int[] a = {1, 2, 3};

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            forall(0, 1, (i) -> {
                a[i + 1] = a[i] + 1;
            });
            System.out.println(a[2]);
        });
    }
}
