// weft: expect ok
// weft: regions expect ok
// weft: regions sharing FinishTest2.x
// Covers: Table I FinishTest2: two finishes in sequence, each with one async writing x; the second async is spawned after the first finish joined the first, so the writes are ordered.
import static edu.rice.hj.Module1.*;

public class FinishTest2 {
    static int x;

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            finish(() -> async(() -> x = 1));
            finish(() -> async(() -> x = x + 1));
            System.out.println(x);
        });
    }
}
