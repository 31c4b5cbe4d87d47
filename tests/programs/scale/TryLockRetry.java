// weft: expect ok
// Covers: two threads take two ReentrantLocks in opposite order (a then b, b then a), the second with tryLock(10, MILLISECONDS); on failure (the other thread holds it, or the timed wait times out, which may happen on any schedule) a thread releases its first lock and retries, so no thread ever blocks holding a lock another is blocked on: no deadlock (a schedule that keeps retrying is a livelock cycle, not a deadlock); the counter is written only with both locks held, so main, after joining both, sees 2.
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

public class TryLockRetry {
    static final ReentrantLock a = new ReentrantLock();
    static final ReentrantLock b = new ReentrantLock();
    static int both;

    static void work(ReentrantLock first, ReentrantLock second) {
        while (true) {
            first.lock();
            try {
                if (second.tryLock(10, TimeUnit.MILLISECONDS)) {
                    try {
                        both++;
                        return;
                    } finally {
                        second.unlock();
                    }
                }
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            } finally {
                first.unlock();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> work(a, b));
        Thread t2 = new Thread(() -> work(b, a));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert both == 2 : "both " + both;
        System.out.println("both = " + both);
    }
}
