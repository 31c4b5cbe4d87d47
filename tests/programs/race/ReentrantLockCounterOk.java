// weft: expect no-race
// Covers: ReentrantLock used correctly: one thread increments the plain `count` twice and the other once, each time between lock() and unlock() (in try/finally); unlock happens-before the next successful lock of the same Lock (java.util.concurrent.locks memory-consistency guarantee), so all accesses to count are ordered; main reads after the joins.
import java.util.concurrent.locks.ReentrantLock;

public class ReentrantLockCounterOk {
    static final ReentrantLock lock = new ReentrantLock();
    static int count;

    static void work(int rounds) {
        for (int i = 0; i < rounds; i++) {
            lock.lock();
            try {
                count++;
            } finally {
                lock.unlock();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> work(2));
        Thread b = new Thread(() -> work(1));
        a.start();
        b.start();
        a.join();
        b.join();
        assert count == 3 : "lost update under the lock";
        System.out.println("count = " + count);
    }
}
