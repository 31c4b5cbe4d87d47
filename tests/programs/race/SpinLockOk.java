// weft: expect no-race
// Covers: a test-and-set spin lock built on AtomicBoolean: lock() spins on compareAndSet(false, true), unlock() is set(false); the unlocking set is a volatile write that happens-before the next successful CAS (a volatile read-modify-write), so the plain `counter` incremented twice by each thread inside the lock is totally ordered; main reads after the joins.
import java.util.concurrent.atomic.AtomicBoolean;

public class SpinLockOk {
    static final class SpinLock {
        private final AtomicBoolean held = new AtomicBoolean();

        void lock() {
            while (!held.compareAndSet(false, true)) {
                Thread.onSpinWait();
            }
        }

        void unlock() {
            held.set(false);
        }
    }

    static final SpinLock lock = new SpinLock();
    static int counter;

    static void work() {
        for (int i = 0; i < 2; i++) {
            lock.lock();
            try {
                counter++;
            } finally {
                lock.unlock();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(SpinLockOk::work);
        Thread b = new Thread(SpinLockOk::work);
        a.start();
        b.start();
        a.join();
        b.join();
        assert counter == 4 : "spin lock let two in";
        System.out.println("counter = " + counter);
    }
}
