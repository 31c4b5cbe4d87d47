// weft: expect ok
// weft: regions expect ok
// weft: regions sharing ReadWriteLockRegions.value
// Covers: a ReentrantReadWriteLock: two tasks update value under the write lock, a third reads it under the read lock. No race and no lost update in either mode. Under region scheduling the write lock is recognised (the JDK records its owner thread), the read lock is not (a read lock has no single owner), so the read counts as made outside every exclusion and value is listed as uncovered sharing: conservative, so a region-scheduled ok here is no proof until the read is annotated.
import java.util.concurrent.locks.ReentrantReadWriteLock;

import static edu.rice.hj.Module1.*;

public class ReadWriteLockRegions {
    static int value;

    public static void main(String[] args) {
        ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
        launchHabaneroApp(() -> {
            finish(() -> {
                forasync(0, 1, (i) -> {
                    lock.writeLock().lock();
                    try {
                        value += 1;
                    } finally {
                        lock.writeLock().unlock();
                    }
                });
                async(() -> {
                    lock.readLock().lock();
                    try {
                        int seen = value;
                        assert seen >= 0 && seen <= 2 : "impossible value " + seen;
                    } finally {
                        lock.readLock().unlock();
                    }
                });
            });
        });
        assert value == 2 : "lost update: " + value;
    }
}
