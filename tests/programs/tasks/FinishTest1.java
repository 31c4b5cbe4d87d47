// weft: expect ok
// weft: regions expect ok
// weft: regions sharing FinishTest1.x
// Covers: Table I FinishTest1: the parent writes x before spawning, the async reads and writes x, the parent reads x after the finish: spawn and finish end order all three accesses.
import static edu.rice.hj.Module1.*;

public class FinishTest1 {
    static int x;

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            x = 1;
            finish(() -> {
                async(() -> {
                    x = x + 1;
                });
            });
            System.out.println(x);
        });
    }
}
