// weft: expect deadlock
// Covers: lock-order inversion with two java.util.concurrent.locks.ReentrantLocks: one thread locks a then b, the other b then a (unlocking in finally); once each holds its first lock both park forever in lock() and main is in join, a deadlock; the counter is only touched with both locks held, so the check after the joins cannot fail.
import java.util.concurrent.locks.ReentrantLock;

public class LockOrderInversion {
    static final ReentrantLock a = new ReentrantLock();
    static final ReentrantLock b = new ReentrantLock();
    static int transfers;

    static void lockBoth(ReentrantLock first, ReentrantLock second) {
        first.lock();
        try {
            second.lock();
            try {
                transfers++;
            } finally {
                second.unlock();
            }
        } finally {
            first.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> lockBoth(a, b));
        Thread t2 = new Thread(() -> lockBoth(b, a));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert transfers == 2;
        System.out.println("transfers = " + transfers);
    }
}
