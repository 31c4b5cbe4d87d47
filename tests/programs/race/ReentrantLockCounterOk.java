// weft: expect no-race
// Covers: ReentrantLock used correctly: each thread increments the plain `count` twice between lock() and unlock() (in try/finally); unlock happens-before the next successful lock of the same Lock (java.util.concurrent.locks memory-consistency guarantee), so all accesses to count are ordered; main reads after the joins.
import java.util.concurrent.locks.ReentrantLock;

public class ReentrantLockCounterOk {
    static final ReentrantLock lock = new ReentrantLock();
    static int count;

    static void work() {
        for (int i = 0; i < 2; i++) {
            lock.lock();
            try {
                count++;
            } finally {
                lock.unlock();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(ReentrantLockCounterOk::work);
        Thread b = new Thread(ReentrantLockCounterOk::work);
        a.start();
        b.start();
        a.join();
        b.join();
        assert count == 4 : "lost update under the lock";
        System.out.println("count = " + count);
    }
}
