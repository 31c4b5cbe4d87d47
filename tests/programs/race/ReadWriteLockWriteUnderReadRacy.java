// weft: expect race ReadWriteLockWriteUnderReadRacy.hits
// Covers: a thread increments the plain `hits` while holding only the READ lock; another thread holds the read lock at the same time and reads hits; when both acquire the read lock before the increment, the second reader's acquisition synchronizes only with the first's acquisition (before its write), and nothing after the write reaches the reading thread (race on hits). `config`, written before start and only read under the lock, does not race.
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class ReadWriteLockWriteUnderReadRacy {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static int hits;
    static int config;
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        config = 5;
        Thread counter = new Thread(() -> {
            rw.readLock().lock();
            try {
                hits += config; // a write under a read lock
            } finally {
                rw.readLock().unlock();
            }
        });
        Thread reader = new Thread(() -> {
            rw.readLock().lock();
            try {
                seen = hits + config;
            } finally {
                rw.readLock().unlock();
            }
        });
        counter.start();
        reader.start();
        counter.join();
        reader.join();
        System.out.println("hits = " + hits + ", seen = " + seen);
    }
}
