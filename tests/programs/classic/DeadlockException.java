// weft: expect exception java.lang.ArithmeticException
// weft: expect deadlock
// Covers: DeadlockException -- the worker takes a ReentrantLock and then divides by zero without a finally to unlock; it always dies with ArithmeticException, and if it took the lock before main, main blocks in lock() forever on a lock owned by a dead thread (deadlock). shared is only written under the lock, so no race.
import java.util.concurrent.locks.ReentrantLock;

public class DeadlockException {
    static final ReentrantLock lock = new ReentrantLock();
    static int divisor = 0;
    static int shared;

    static void update() {
        lock.lock();
        shared = 100 / divisor;
        lock.unlock();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(DeadlockException::update);
        worker.start();
        lock.lock();
        try {
            shared = 1;
        } finally {
            lock.unlock();
        }
        worker.join();
        System.out.println("shared " + shared);
    }
}
