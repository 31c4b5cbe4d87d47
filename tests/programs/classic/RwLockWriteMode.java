// weft: expect ok
// Covers: read-write lock, fixed -- the updaters take the WRITE lock, which is exclusive and orders the increments (unlock happens-before the next lock); count is 2 after the joins, no race.
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class RwLockWriteMode {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static int count;

    static void update() {
        rw.writeLock().lock();
        try {
            int c = count;
            count = c + 1;
        } finally {
            rw.writeLock().unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(RwLockWriteMode::update);
        Thread t2 = new Thread(RwLockWriteMode::update);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert count == 2 : "lost update: " + count;
        System.out.println("count " + count);
    }
}
