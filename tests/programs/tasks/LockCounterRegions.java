// weft: expect ok
// weft: regions expect ok
// Covers: a counter incremented by two tasks under a java.util.concurrent ReentrantLock (lock/unlock around the update): no race, no lost update, in both modes; under region scheduling each lock and unlock is a scheduling point (the start of a java.util.concurrent operation), so the orders of the critical sections are explored. Every access to the count holds the lock, which weft recognises as an exclusion (the JDK records the lock's owner thread), so the uncovered-sharing report is empty and the region-scheduled ok is a proof; the corpus test checks that it finds what full scheduling finds.
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
