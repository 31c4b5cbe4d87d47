// weft: expect race LockDisjointLocks.total
// weft: expect assertion
// weft: regions expect race LockDisjointLocks.total
// weft: regions sharing LockDisjointLocks.total
// Covers: two tasks update one total while holding two different ReentrantLocks, which do not exclude each other: a race, and under full scheduling a lost update. Under region scheduling the race is found; the lost update is not (no scheduling point inside the update), and total is listed as uncovered sharing, because accesses under different locks are exposed to each other, as accesses under monitors of different objects are (MonitorDisjointLocks).
import java.util.concurrent.locks.ReentrantLock;

import static edu.rice.hj.Module1.*;

public class LockDisjointLocks {
    static int total;

    public static void main(String[] args) {
        ReentrantLock left = new ReentrantLock();
        ReentrantLock right = new ReentrantLock();
        launchHabaneroApp(() -> {
            finish(() -> {
                async(() -> {
                    left.lock();
                    try {
                        total += 1;
                    } finally {
                        left.unlock();
                    }
                });
                async(() -> {
                    right.lock();
                    try {
                        total += 2;
                    } finally {
                        right.unlock();
                    }
                });
            });
        });
        assert total == 3 : "lost update: " + total;
    }
}
