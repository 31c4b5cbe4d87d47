// weft: expect no-race
// Covers: ReentrantReadWriteLock downgrading: thread a takes the write lock, writes the plain `value`, takes the read lock, releases the write lock and reads `value` while still holding the read lock; thread b increments `value` under the write lock; b's write lock is granted only when no other thread holds either lock, so it is either before a's write lock (write unlock -> write lock) or after a's final read unlock (read unlock -> write lock), and a's read after the downgrade cannot interleave with b's write; every conflicting pair is ordered, main reads after the joins.
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class ReadWriteLockDowngradeOk {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static int value;
    static int seenA = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            rw.writeLock().lock();
            value = 10;
            rw.readLock().lock(); // downgrade: read lock acquired while holding the write lock
            rw.writeLock().unlock();
            try {
                seenA = value;
            } finally {
                rw.readLock().unlock();
            }
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
        assert seenA == 10 || seenA == 11 : "downgrade let a write in";
        System.out.println(seenA + " " + value);
    }
}
