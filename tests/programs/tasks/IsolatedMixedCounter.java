// weft: expect ok
// weft: regions expect ok
// weft: regions sharing IsolatedMixedCounter$Counter.value
// Covers: a global isolated block and an object-based isolated(counter) block update the same counter; a global isolated block excludes every isolated block, object-based ones included, and orders them, so neither a race nor a lost update (the assertion after the finish, value == 2, holds on every interleaving). Region scheduling lists IsolatedMixedCounter$Counter.value as uncovered sharing: the main task reads it after the finish, outside every isolated block; the finish orders that read, but the report does not use happens-before, and an access outside every exclusion is exposed to one inside an isolated block (docs/design.md, "Exclusions"), so the region-scheduled ok is no proof until the read is annotated.
import static edu.rice.hj.Module1.*;

public class IsolatedMixedCounter {
    static final class Counter {
        int value;
    }

    public static void main(String[] args) {
        Counter counter = new Counter();
        launchHabaneroApp(() -> {
            finish(() -> {
                async(() -> isolated(() -> counter.value++));
                async(() -> isolated(counter, () -> counter.value++));
            });
            assert counter.value == 2 : "lost update: " + counter.value;
            System.out.println(counter.value);
        });
    }
}
