// weft: expect ok
// Covers: DeadlockException, fixed -- the worker catches the ArithmeticException and unlocks in finally, so the lock is always released and main never blocks forever; shared is only accessed under the lock or after the join, so no race, and no exception escapes.
import java.util.concurrent.locks.ReentrantLock;

public class DeadlockExceptionFixed {
    static final ReentrantLock lock = new ReentrantLock();
    static int divisor = 0;
    static int shared;

    static void update() {
        lock.lock();
        try {
            shared = 100 / divisor;
        } catch (ArithmeticException e) {
            shared = -1;
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(DeadlockExceptionFixed::update);
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
