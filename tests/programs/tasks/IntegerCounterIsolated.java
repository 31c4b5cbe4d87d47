// weft: expect ok
// weft: regions expect ok
// weft: regions sharing IntegerCounterIsolated.counter
// Covers: Table I IntegerCounterIsolated: three tasks each increment a shared counter inside isolated; isolated blocks are mutually exclusive and ordered, so the increments neither race nor get lost, and the assertion after the finish (counter == 3) holds on every interleaving. Region scheduling lists IntegerCounterIsolated.counter as uncovered sharing: the main task reads it after the finish, outside every isolated block; the finish orders that read, but the report does not use happens-before, and an access outside every exclusion is exposed to one inside an isolated block (docs/design.md, "Exclusions"), so the region-scheduled ok is no proof until the read is annotated.
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
