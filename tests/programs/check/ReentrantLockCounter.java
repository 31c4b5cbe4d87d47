// weft: expect ok
// Covers: a java.util.concurrent.locks.ReentrantLock guarding a counter, taken twice by the same thread (lock(); lock(); ... unlock(); unlock() in finally blocks): re-acquisition by the owner never blocks, the contending thread parks until the hold count drops to zero, the increments are mutually exclusive, so count == 2 after the joins and no thread parks forever.
import java.util.concurrent.locks.ReentrantLock;

public class ReentrantLockCounter {
    static final ReentrantLock lock = new ReentrantLock();
    static int count;

    static void increment() {
        lock.lock();
        try {
            lock.lock();
            try {
                count = count + 1;
            } finally {
                lock.unlock();
            }
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(ReentrantLockCounter::increment);
        Thread b = new Thread(ReentrantLockCounter::increment);
        a.start();
        b.start();
        a.join();
        b.join();
        assert count == 2 : "lost update";
        assert !lock.isLocked() : "lock still held";
        System.out.println("count = " + count);
    }
}
