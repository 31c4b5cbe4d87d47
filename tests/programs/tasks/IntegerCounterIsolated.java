// weft: expect ok
// weft: regions expect ok
// Covers: Table I IntegerCounterIsolated: three tasks each increment a shared counter inside isolated; isolated blocks are mutually exclusive and ordered, so the increments neither race nor get lost, and the assertion after the finish (counter == 3) holds on every interleaving.
import static edu.rice.hj.Module1.*;

public class IntegerCounterIsolated {
    static int counter;

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            finish(() -> {
                for (int t = 0; t < 3; t++) {
                    async(() -> isolated(() -> counter++));
                }
            });
            assert counter == 3 : "lost update: " + counter;
            System.out.println(counter);
        });
    }
}
