// weft: expect race AsyncTest2.value
// Covers: Table I AsyncTest2 (a race in the paper too): an async writes value while its parent reads it in the same finish scope, before the finish ends; the spawn orders only the parent's earlier actions before the child.
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
