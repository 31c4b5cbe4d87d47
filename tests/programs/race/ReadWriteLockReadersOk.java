// weft: expect no-race
// Covers: ReentrantReadWriteLock: thread a updates the plain `value` and `version` under the write lock and then reads them under the read lock, thread b reads them under the read lock; the two read-locked sections may overlap (readers run concurrently), but reads never conflict, and every write/read pair is ordered (write unlock -> later read lock; read unlock -> later write lock); main reads after the joins.
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class ReadWriteLockReadersOk {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static int value;
    static int version;
    static int seenA = -1;
    static int seenB = -1;

    static int read() {
        rw.readLock().lock();
        try {
            return value + version;
        } finally {
            rw.readLock().unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            rw.writeLock().lock();
            try {
                value = 42;
                version++;
            } finally {
                rw.writeLock().unlock();
            }
            seenA = read();
        });
        Thread b = new Thread(() -> seenB = read());
        a.start();
        b.start();
        a.join();
        b.join();
        assert seenA == 43 && (seenB == 0 || seenB == 43) : "torn read";
        System.out.println(seenA + " " + seenB);
    }
}
