// weft: expect exit 0
// Covers: timed waits end while another thread spins on a volatile flag (weft run's virtual clock advances with the steps threads run): Object.wait(ms), LockSupport.parkNanos, Condition.awaitNanos, CountDownLatch.await with a timeout, Semaphore.tryAcquire with a timeout, BlockingQueue.poll with a timeout, and the other way round: main spins until a worker's timed wait times out
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

public class SpinWhileTimedWaits {
    static volatile boolean running;
    static volatile boolean workerDone;

    interface TimedWait {
        String await() throws InterruptedException;
    }

    /** Runs `wait` in main while another thread spins until main is done. */
    static void whileSpinning(String what, TimedWait wait) throws InterruptedException {
        running = true;
        Thread spinner = new Thread(() -> {
            while (running) {
            }
        }, "spinner");
        spinner.start();
        String result = wait.await();
        running = false;
        spinner.join();
        System.out.println(what + ": " + result);
    }

    /** Runs `wait` in a worker while main spins until the worker is done. */
    static void mainSpinning(String what, TimedWait wait) throws InterruptedException {
        workerDone = false;
        String[] result = new String[1];
        Thread worker = new Thread(() -> {
            try {
                result[0] = wait.await();
            } catch (InterruptedException e) {
                result[0] = "interrupted";
            }
            workerDone = true;
        }, "worker");
        worker.start();
        while (!workerDone) {
        }
        worker.join();
        System.out.println(what + " (main spinning): " + result[0]);
    }

    public static void main(String[] args) throws InterruptedException {
        Object monitor = new Object();
        TimedWait objectWait = () -> {
            synchronized (monitor) {
                monitor.wait(5);
            }
            return "timed out";
        };
        whileSpinning("Object.wait(5)", objectWait);
        mainSpinning("Object.wait(5)", objectWait);

        TimedWait park = () -> {
            // parkNanos may return early (spuriously); park until the time has passed.
            long deadline = System.nanoTime() + 5_000_000L;
            while (System.nanoTime() - deadline < 0) {
                LockSupport.parkNanos(deadline - System.nanoTime());
            }
            return "time passed";
        };
        whileSpinning("LockSupport.parkNanos", park);
        mainSpinning("LockSupport.parkNanos", park);

        ReentrantLock lock = new ReentrantLock();
        Condition condition = lock.newCondition();
        TimedWait awaitNanos = () -> {
            lock.lock();
            try {
                long left = condition.awaitNanos(TimeUnit.MILLISECONDS.toNanos(5));
                return "timed out " + (left <= 0);
            } finally {
                lock.unlock();
            }
        };
        whileSpinning("Condition.awaitNanos", awaitNanos);
        mainSpinning("Condition.awaitNanos", awaitNanos);

        CountDownLatch latch = new CountDownLatch(1);
        TimedWait latchAwait = () -> "counted down " + latch.await(5, TimeUnit.MILLISECONDS);
        whileSpinning("CountDownLatch.await(5 ms)", latchAwait);
        mainSpinning("CountDownLatch.await(5 ms)", latchAwait);

        Semaphore semaphore = new Semaphore(0);
        TimedWait tryAcquire = () -> "acquired " + semaphore.tryAcquire(5, TimeUnit.MILLISECONDS);
        whileSpinning("Semaphore.tryAcquire(5 ms)", tryAcquire);
        mainSpinning("Semaphore.tryAcquire(5 ms)", tryAcquire);

        BlockingQueue<String> queue = new ArrayBlockingQueue<>(1);
        TimedWait poll = () -> "polled " + queue.poll(5, TimeUnit.MILLISECONDS);
        whileSpinning("ArrayBlockingQueue.poll(5 ms)", poll);
        mainSpinning("ArrayBlockingQueue.poll(5 ms)", poll);
    }
}
