// weft: expect no-race
// Covers: StampedLock in pessimistic modes: the writer updates the plain x and y under writeLock(), the reader reads them under readLock(), and a third thread upgrades a read stamp with tryConvertToWriteLock (falling back to unlocking and taking writeLock()) before writing x; an unlock of a write stamp happens-before a later successful read or write lock, and an unlock of a read stamp happens-before a later write lock (the lock's state is a volatile word), so every conflicting pair is ordered; main reads after the joins.
import java.util.concurrent.locks.StampedLock;

public class StampedLockOk {
    static final StampedLock sl = new StampedLock();
    static int x;
    static int y;
    static int sum = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            long s = sl.writeLock();
            try {
                x = 1;
                y = 2;
            } finally {
                sl.unlockWrite(s);
            }
        });
        Thread reader = new Thread(() -> {
            long s = sl.readLock();
            try {
                sum = x + y;
            } finally {
                sl.unlockRead(s);
            }
        });
        Thread upgrader = new Thread(() -> {
            long s = sl.readLock();
            try {
                if (x == 0) {
                    long w = sl.tryConvertToWriteLock(s);
                    if (w == 0L) {
                        sl.unlockRead(s);
                        w = sl.writeLock();
                    }
                    s = w;
                    x += 10;
                }
            } finally {
                sl.unlock(s);
            }
        });
        writer.start();
        reader.start();
        upgrader.start();
        writer.join();
        reader.join();
        upgrader.join();
        assert sum == 0 || sum == 3 || sum == 12 || sum == 13 : "torn read";
        System.out.println("x = " + x + ", sum = " + sum);
    }
}
