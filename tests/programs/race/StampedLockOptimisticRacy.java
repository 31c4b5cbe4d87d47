// weft: expect race StampedLockOptimisticRacy.x
// weft: expect race StampedLockOptimisticRacy.y
// Covers: StampedLock optimistic read of plain fields: the reader takes tryOptimisticRead(), reads the plain x and y, and falls back to the read lock when validate() fails; the writer updates x and y under the write lock; the optimistic reads are not ordered with the writes (the writer may take the lock after tryOptimisticRead and write while the reader reads: validate() then fails and the values are discarded, but the conflicting accesses already happened unordered), so x and y race under the JMM even though validation makes the result correct; the pessimistic re-reads under readLock are ordered (write unlock -> read lock).
import java.util.concurrent.locks.StampedLock;

public class StampedLockOptimisticRacy {
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
            long s = sl.tryOptimisticRead();
            int cx = x;
            int cy = y;
            if (!sl.validate(s)) {
                s = sl.readLock();
                try {
                    cx = x;
                    cy = y;
                } finally {
                    sl.unlockRead(s);
                }
            }
            sum = cx + cy;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        assert sum == 0 || sum == 3 : "validated read was torn";
        System.out.println("sum = " + sum);
    }
}
