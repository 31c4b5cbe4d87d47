// weft: expect ok
// weft: regions expect ok
// weft: regions sharing LockCounterRegions.count
// Covers: a counter incremented by two tasks under a java.util.concurrent ReentrantLock (lock/unlock around the update): no race, no lost update, in both modes; under region scheduling each lock and unlock is a scheduling point (the start of a java.util.concurrent operation), so the orders of the critical sections are explored. The count is accessed outside monitors and isolated blocks, so region scheduling lists it as uncovered sharing: a lock of java.util.concurrent is not an exclusion the report knows, and a region-scheduled ok proves nothing until it is annotated.
import java.util.concurrent.locks.ReentrantLock;

import static edu.rice.hj.Module1.*;

public class LockCounterRegions {
    static int count;

    public static void main(String[] args) {
        ReentrantLock lock = new ReentrantLock();
        launchHabaneroApp(() -> {
            forall(0, 1, (i) -> {
                lock.lock();
                try {
                    count++;
                } finally {
                    lock.unlock();
                }
            });
        });
        assert count == 2 : "lost update: " + count;
    }
}
