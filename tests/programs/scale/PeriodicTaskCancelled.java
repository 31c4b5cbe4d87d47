// weft: expect ok
// Covers: a ScheduledThreadPoolExecutor with one thread runs a task at a fixed rate that counts down a latch of two; main awaits the latch, cancels the task and shuts the pool down, so the worker ends. The task runs again and again while main has not cancelled it: each run moves the task's deadline (a `long` in the heap) one period on and adds one to the worker's completed-task count, so the search reaches a fixed point only with deadlines in objects counted relative to the clock and the count left out of the state (before: one path of 283,000 steps, 12 GB, incomplete).
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

public class PeriodicTaskCancelled {
    public static void main(String[] args) throws InterruptedException {
        ScheduledExecutorService pool = Executors.newScheduledThreadPool(1);
        CountDownLatch twice = new CountDownLatch(2);
        ScheduledFuture<?> ticking = pool.scheduleAtFixedRate(twice::countDown, 0, 5, TimeUnit.MILLISECONDS);
        twice.await();
        ticking.cancel(false);
        pool.shutdown();
        assert twice.getCount() == 0;
    }
}
