// weft: expect assertion
// weft: expect race RwLockWrongMode.count
// Covers: read-write lock used in the wrong mode -- both updaters increment count while holding only the READ lock, which is shared, so the increments are neither exclusive nor ordered (race on count), and a lost update makes main's assert count == 2 fail.
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class RwLockWrongMode {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static int count;

    static void update() {
        rw.readLock().lock();
        try {
            int c = count;
            count = c + 1;
        } finally {
            rw.readLock().unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(RwLockWrongMode::update);
        Thread t2 = new Thread(RwLockWrongMode::update);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert count == 2 : "lost update: " + count;
        System.out.println("count " + count);
    }
}
