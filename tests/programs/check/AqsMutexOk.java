// weft: expect ok
// Covers: a mutex of the program's own, an AbstractQueuedSynchronizer subclass whose tryAcquire and tryRelease are program code (so the synchronizer's spins between parks reach scheduling points of the program's, unlike a JDK lock's), taken by three threads in turn around a read-modify-write of a shared counter; the lock orders every access, so there is no race, and main sees all three increments.
import java.util.concurrent.locks.AbstractQueuedSynchronizer;

public class AqsMutexOk {
    static final class Mutex extends AbstractQueuedSynchronizer {
        @Override
        protected boolean tryAcquire(int ignored) {
            return compareAndSetState(0, 1);
        }

        @Override
        protected boolean tryRelease(int ignored) {
            setState(0);
            return true;
        }

        void lock() {
            acquire(1);
        }

        void unlock() {
            release(1);
        }
    }

    static final Mutex mutex = new Mutex();
    static int counter;

    public static void main(String[] args) throws InterruptedException {
        Thread[] threads = new Thread[3];
        for (int i = 0; i < threads.length; i++) {
            threads[i] = new Thread(() -> {
                mutex.lock();
                try {
                    counter = counter + 1;
                } finally {
                    mutex.unlock();
                }
            });
            threads[i].start();
        }
        for (Thread t : threads) {
            t.join();
        }
        assert counter == 3 : "lost update";
    }
}
