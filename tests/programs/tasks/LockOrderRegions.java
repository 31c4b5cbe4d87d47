// weft: expect assertion
// weft: regions expect assertion
// Covers: region scheduling with a java.util.concurrent ReentrantLock, as MonitorOrderRegions does with a monitor. One task writes x twice, each time holding the lock; the other reads x holding the same lock and asserts it never sees the intermediate value 1, which it can when it runs between the two critical sections. Every access holds the one lock (weft recognises the JDK lock by its owner thread), so there is no race and no uncovered sharing, and no region or isolated block: a search that preempted only at those would run each task whole and accept the program. Every lock acquisition is a scheduling point under region scheduling, so weft finds the failing order in both modes.
import java.util.concurrent.locks.ReentrantLock;

import static edu.rice.hj.Module1.*;

public class LockOrderRegions {
    static final ReentrantLock lock = new ReentrantLock();
    static int x;

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            finish(() -> {
                async(() -> {
                    lock.lock();
                    try {
                        x = 1;
                    } finally {
                        lock.unlock();
                    }
                    lock.lock();
                    try {
                        x = 2;
                    } finally {
                        lock.unlock();
                    }
                });
                async(() -> {
                    lock.lock();
                    try {
                        assert x != 1 : "saw the intermediate value";
                    } finally {
                        lock.unlock();
                    }
                });
            });
        });
    }
}
