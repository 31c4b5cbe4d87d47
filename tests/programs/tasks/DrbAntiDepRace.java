// weft: expect race int[] 1
// weft: regions expect race int[] 1
// weft: regions sharing int[][0]
// weft: regions sharing int[][1]
// Covers: DataRaceBench antidep1 as a forall: a[i] = a[i + 1] + 1 for i in 0..1; iteration 0 reads a[1] while iteration 1 writes it (an anti-dependence across parallel iterations).
import static edu.rice.hj.Module1.*;

public class DrbAntiDepRace {
    static final int[] a = {1, 2, 3};

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            forall(0, 1, (i) -> {
                a[i] = a[i + 1] + 1;
            });
            System.out.println(a[0] + a[1]);
        });
    }
}
