// weft: expect race AsyncTest2.value
// weft: regions expect ok
// weft: regions sharing AsyncTest2.value
// Covers: Table I AsyncTest2 (a race in the paper too): an async writes value while its parent reads it in the same finish scope, before the finish ends; the spawn orders only the parent's earlier actions before the child. Region scheduling never preempts the parent between the spawn and the read (there is no region), so it sees only read-then-write, which the happens-before summary cannot flag (it checks a write against earlier writes only); its verdict is ok but the uncovered-sharing report names AsyncTest2.value, which is Algorithm 2's cue to annotate: region verdicts prove nothing while that report is not empty.
import static edu.rice.hj.Module1.*;

public class AsyncTest2 {
    static int value;

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            finish(() -> {
                async(() -> {
                    value = 42;
                });
                System.out.println(value);
            });
        });
    }
}
