// The ReentrantReadWriteLock program of issue 10 at its full size: 20 readers and a writer (21 threads
// besides main). tests/programs/check/ReadWriteLockMany.java is the same program with 2 readers.
// Correct (no deadlock, assertion failure or race).
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class ReadWriteLockMany21 {
    static final int READERS = 20;
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
