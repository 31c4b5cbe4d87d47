// weft: expect no-race
// Covers: ReentrantReadWriteLock: a writer updates the plain `value` and `version` under the write lock, two readers read them under the read lock; the two readers may hold the read lock at the same time, but reads never conflict, and every reader/writer pair is ordered (write unlock -> later read lock; read unlock -> later write lock); main reads after the joins.
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class ReadWriteLockReadersOk {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static int value;
    static int version;
    static int seen1 = -1;
    static int seen2 = -1;

    static int read() {
        rw.readLock().lock();
        try {
            return value + version;
        } finally {
            rw.readLock().unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            rw.writeLock().lock();
            try {
                value = 42;
                version++;
            } finally {
                rw.writeLock().unlock();
            }
        });
        Thread r1 = new Thread(() -> seen1 = read());
        Thread r2 = new Thread(() -> seen2 = read());
        writer.start();
        r1.start();
        r2.start();
        writer.join();
        r1.join();
        r2.join();
        assert (seen1 == 0 || seen1 == 43) && (seen2 == 0 || seen2 == 43) : "torn read";
        System.out.println(seen1 + " " + seen2);
    }
}
