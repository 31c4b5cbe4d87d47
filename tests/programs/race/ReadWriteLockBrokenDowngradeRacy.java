// weft: expect race ReadWriteLockBrokenDowngradeRacy.value
// Covers: a broken ReentrantReadWriteLock downgrade: thread a writes the plain `value` under the write lock but releases it before reading `value` with no lock held; thread b increments `value` under the write lock; b's write can come between a's write unlock and a's unlocked read, and nothing orders that read with b's write (b's lock acquisition comes after a's write unlock, but a's read follows no acquire), so `value` races.
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class ReadWriteLockBrokenDowngradeRacy {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static int value;
    static int seenA = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            rw.writeLock().lock();
            try {
                value = 10;
            } finally {
                rw.writeLock().unlock();
            }
            seenA = value; // should have taken the read lock before releasing the write lock
        });
        Thread b = new Thread(() -> {
            rw.writeLock().lock();
            try {
                value++;
            } finally {
                rw.writeLock().unlock();
            }
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(seenA + " " + value);
    }
}
