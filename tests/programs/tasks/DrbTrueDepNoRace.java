// weft: expect ok
// weft: regions expect ok
// weft: regions sharing int[][2]
// Covers: DataRaceBench truedep1 done right: the dependent chain runs in one task (forasyncChunked with one chunk covering both iterations), so the iterations are ordered by program order and nothing races.
import static edu.rice.hj.Module1.*;

public class DrbTrueDepNoRace {
    static final int[] a = {1, 2, 3};

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            finish(() -> forasyncChunked(0, 1, 2, (i) -> {
                a[i + 1] = a[i] + 1;
            }));
            System.out.println(a[2]);
        });
    }
}
