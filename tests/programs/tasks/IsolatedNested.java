// weft: expect ok
// weft: regions expect ok
// weft: regions sharing IsolatedNested$Cell.value
// Covers: nested isolated blocks: isolated(a) inside a global isolated block (already exclusive: nothing more to acquire), isolated(a) inside isolated(a) (already held), and isolated(a, b) inside isolated(a) while another task runs isolated(b); none deadlocks, and the shared fields are updated without races or lost updates (the sums are asserted after the finish). Region scheduling lists IsolatedNested$Cell.value as uncovered sharing: the main task reads it after the finish, outside every isolated block; the finish orders that read, but the report does not use happens-before, and an access outside every exclusion is exposed to one inside an isolated block (docs/design.md, "Exclusions"), so the region-scheduled ok is no proof until the read is annotated.
import static edu.rice.hj.Module1.*;

public class IsolatedNested {
    static final class Cell {
        int value;
    }

    public static void main(String[] args) {
        Cell a = new Cell();
        Cell b = new Cell();
        launchHabaneroApp(() -> {
            finish(() -> {
                async(() -> isolated(() -> {
                    a.value += 1;
                    isolated(a, () -> a.value += 1);
                }));
                async(() -> isolated(a, () -> {
                    a.value += 10;
                    isolated(a, () -> a.value += 10);
                    isolated(a, b, () -> b.value += 10);
                }));
                async(() -> isolated(b, () -> b.value += 100));
            });
            assert a.value == 22 : "a = " + a.value;
            assert b.value == 110 : "b = " + b.value;
            System.out.println(a.value + " " + b.value);
        });
    }
}
