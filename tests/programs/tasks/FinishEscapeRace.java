// weft: expect race FinishEscapeRace.y
// weft: regions expect ok
// weft: regions sharing FinishEscapeRace.y
// Covers: an async spawned inside an inner finish's body but by a task created before it: the grandchild is registered with the child's enclosing (outer) finish, not the child's inner one, so the child's read of y after its inner finish is not ordered after the grandchild's write. (The inner finish only joins tasks created by its own body.) As in AsyncTest2, region scheduling sees only the read-then-write order and reports the location as uncovered sharing instead.
import static edu.rice.hj.Module1.*;

public class FinishEscapeRace {
    static int y;

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            finish(() -> {
                async(() -> {
                    async(() -> y = 5);
                    finish(() -> {});
                    System.out.println(y);
                });
            });
        });
    }
}
