// weft: expect deadlock
// weft: regions expect deadlock
// Covers: two data-driven futures that each task puts only after getting the other's: both tasks block in get() forever and the finish waits for them, a deadlock on every schedule (tasks blocked on futures are blocked threads to the search).
import static edu.rice.hj.Module1.*;

import edu.rice.hj.api.HjDataDrivenFuture;

public class DataDrivenFutureDeadlock {
    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            HjDataDrivenFuture<Integer> left = newDataDrivenFuture();
            HjDataDrivenFuture<Integer> right = newDataDrivenFuture();
            finish(() -> {
                async(() -> right.put(left.get() + 1));
                async(() -> left.put(right.get() + 1));
            });
        });
    }
}
