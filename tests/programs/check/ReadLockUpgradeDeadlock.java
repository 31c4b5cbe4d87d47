// weft: expect deadlock
// Covers: a thread holding the read lock of a ReentrantReadWriteLock asks for its write lock (an "upgrade", which the lock does not support): it waits for its own read hold forever, on every interleaving, while main joins it. The report names the read holder: "held for reading by itself (a read lock cannot be upgraded to the write lock)".
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class ReadLockUpgradeDeadlock {
    static final Map<String, Integer> lengths = new HashMap<>();
    static final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();

    static int lengthOf(String s) {
        lock.readLock().lock();
        try {
            Integer cached = lengths.get(s);
            if (cached == null) {
                lock.writeLock().lock();
                try {
                    cached = s.length();
                    lengths.put(s, cached);
                } finally {
                    lock.writeLock().unlock();
                }
            }
            return cached;
        } finally {
            lock.readLock().unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread reader = new Thread(() -> lengthOf("weft"), "reader");
        reader.start();
        reader.join();
    }
}
