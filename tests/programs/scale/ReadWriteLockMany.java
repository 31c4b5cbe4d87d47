// weft: expect ok
// Covers: a ReentrantReadWriteLock shared by two reader threads and one writer (the check-corpus size; bench/check/ReadWriteLockMany21.java is the same program with 20 readers, the 21 threads of issue 10); the writer updates x and y together under the write lock, readers read both under the read lock (write unlock happens-before a later read lock), so every reader sees x == y (0 or 1) and no access races; each reader records what it saw in its own slot; main joins all and checks.
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class ReadWriteLockMany {
    static final int READERS = 2;
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static int x;
    static int y;
    static final int[] seen = new int[READERS];

    public static void main(String[] args) throws InterruptedException {
        Thread[] readers = new Thread[READERS];
        for (int i = 0; i < READERS; i++) {
            final int id = i;
            readers[i] = new Thread(() -> {
                rw.readLock().lock();
                try {
                    seen[id] = x == y ? x : -1;
                } finally {
                    rw.readLock().unlock();
                }
            });
        }
        Thread writer = new Thread(() -> {
            rw.writeLock().lock();
            try {
                x = 1;
                y = 1;
            } finally {
                rw.writeLock().unlock();
            }
        });
        for (Thread r : readers) {
            r.start();
        }
        writer.start();
        for (Thread r : readers) {
            r.join();
        }
        writer.join();
        for (int s : seen) {
            assert s == 0 || s == 1 : "torn read";
        }
        assert x == 1 && y == 1;
        System.out.println("readers = " + READERS + ", x = " + x + ", y = " + y);
    }
}
