// weft: expect race AqsMutexLeakyRacy.counter
// Covers: a mutex of the program's own (an AbstractQueuedSynchronizer subclass with program-code tryAcquire and tryRelease) taken by three threads around an increment of a shared counter, but one thread reads the counter after its unlock: that read races with the other threads' increments under the lock.
import java.util.concurrent.locks.AbstractQueuedSynchronizer;

public class AqsMutexLeakyRacy {
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
    }

    static final Mutex mutex = new Mutex();
    static int counter;
    static int seen;

    public static void main(String[] args) throws InterruptedException {
        Thread[] threads = new Thread[3];
        for (int i = 0; i < threads.length; i++) {
            final boolean leaky = i == 0;
            threads[i] = new Thread(() -> {
                mutex.acquire(1);
                counter = counter + 1;
                mutex.release(1);
                if (leaky) {
                    seen = counter;
                }
            });
            threads[i].start();
        }
        for (Thread t : threads) {
            t.join();
        }
    }
}
