// weft: expect race SpinLockPlainFlagRacy$SpinLock.locked
// weft: expect race SpinLockPlainFlagRacy.counter
// Structure: a test-and-set spin lock; the test-and-set itself is a synchronized method of the lock object, and two threads each increment the plain `counter` once inside lock()/unlock().
// Seeded race: unlock() clears the flag with a plain write outside the monitor. Under SC the lock still excludes, but the release is no synchronization action: the next holder's tryLock() acquires the monitor, whose last release (in the previous holder's tryLock) came *before* that holder's critical section and its plain `locked = false`, so that write races with the read of `locked` in tryLock (race on SpinLock.locked) and the previous holder's counter++ races with the next one's (race on counter). main reads after the joins.
public class SpinLockPlainFlagRacy {
    static final class SpinLock {
        private boolean locked;

        synchronized boolean tryLock() {
            if (locked) {
                return false;
            }
            locked = true;
            return true;
        }

        void lock() {
            while (!tryLock()) {
                Thread.onSpinWait();
            }
        }

        void unlock() {
            locked = false; // seeded: plain write, not inside the monitor
        }
    }

    static final SpinLock lock = new SpinLock();
    static int counter;

    static void work() {
        lock.lock();
        try {
            counter++;
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(SpinLockPlainFlagRacy::work);
        Thread b = new Thread(SpinLockPlainFlagRacy::work);
        a.start();
        b.start();
        a.join();
        b.join();
        assert counter == 2 : "spin lock let two in";
        System.out.println("counter = " + counter);
    }
}
