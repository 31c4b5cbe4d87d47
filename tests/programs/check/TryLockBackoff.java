// weft: expect ok
// Covers: the ReentrantLock inversion (a then b, b then a) but the second lock is taken with tryLock(), which never blocks: a thread blocks only in lock() of its first lock, whose holder never blocks and always unlocks, so there is no deadlock; the counter is written only with both locks held, so it is at most 2.
import java.util.concurrent.locks.ReentrantLock;

public class TryLockBackoff {
    static final ReentrantLock a = new ReentrantLock();
    static final ReentrantLock b = new ReentrantLock();
    static int both;

    static void work(ReentrantLock first, ReentrantLock second) {
        first.lock();
        try {
            if (second.tryLock()) {
                try {
                    both++;
                } finally {
                    second.unlock();
                }
            }
        } finally {
            first.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> work(a, b));
        Thread t2 = new Thread(() -> work(b, a));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert both >= 0 && both <= 2;
        System.out.println("done");
    }
}
