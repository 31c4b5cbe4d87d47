// weft: expect deadlock
// weft: regions expect deadlock
// weft: regions sharing IsolatedNestedDeadlock.moved
// Covers: nested object-based isolated blocks acquired in opposite orders: one task runs isolated(a) { isolated(b) }, the other isolated(b) { isolated(a) }; a nested block acquires only what its task does not hold yet, so when each task holds its outer object and waits for the other's, neither can go on. Both modes find the deadlock (region scheduling stops before every isolated block). Acquiring both objects in one isolated(a, b) block, as IsolatedObjects does, cannot deadlock. Region scheduling lists IsolatedNestedDeadlock.moved as uncovered sharing: the main task reads it after the finish (on the paths without the deadlock), outside every isolated block; the finish orders that read, but the report does not use happens-before, and an access outside every exclusion is exposed to one inside an isolated block (docs/design.md, "Exclusions")).
import static edu.rice.hj.Module1.*;

public class IsolatedNestedDeadlock {
    static int moved;

    public static void main(String[] args) {
        Object a = new Object();
        Object b = new Object();
        launchHabaneroApp(() -> {
            finish(() -> {
                async(() -> isolated(a, () -> isolated(b, () -> moved++)));
                async(() -> isolated(b, () -> isolated(a, () -> moved++)));
            });
            System.out.println(moved);
        });
    }
}
