// weft: expect race TryLockIgnoredRacy.count
// Covers: one thread takes the ReentrantLock properly, the other calls tryLock() and increments `count` whether or not it got the lock; when a holds the lock and has written count, b's failed tryLock only reads the lock state written by a's lock() (before a's write), so b's access to count is unordered with a's (race on count); in schedules where tryLock succeeds the accesses are ordered, but one racy schedule suffices.
import java.util.concurrent.locks.ReentrantLock;

public class TryLockIgnoredRacy {
    static final ReentrantLock lock = new ReentrantLock();
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            lock.lock();
            try {
                count++;
            } finally {
                lock.unlock();
            }
        });
        Thread b = new Thread(() -> {
            boolean got = lock.tryLock();
            try {
                count++; // even if tryLock failed
            } finally {
                if (got) {
                    lock.unlock();
                }
            }
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("count = " + count);
    }
}
