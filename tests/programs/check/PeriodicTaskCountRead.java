// weft: expect assertion
// Covers: a fixed-rate task counts down a latch of two; main awaits the latch, cancels the task, shuts the pool down, waits for its end and asserts that the pool completed fewer than four tasks. The task may run again before main cancels it (main is slow on some schedule), so four or more is possible: the assertion fails. The state leaves the pool's completed-task count out until the program reads it; a search that kept matching states that differ only in the count would report ok here (the paths with three runs and with four end in the same state but for the count). Reading the count makes the search start again with it in the state, which then grows with every run: the first violation ends the search.
// weft: check-args --stop-on-first
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

public class PeriodicTaskCountRead {
    public static void main(String[] args) throws InterruptedException {
        ScheduledThreadPoolExecutor pool = new ScheduledThreadPoolExecutor(1);
        CountDownLatch twice = new CountDownLatch(2);
        ScheduledFuture<?> ticking = pool.scheduleAtFixedRate(twice::countDown, 0, 5, TimeUnit.MILLISECONDS);
        twice.await();
        ticking.cancel(false);
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.SECONDS);
        long done = pool.getCompletedTaskCount();
        assert done < 4 : "completed " + done;
    }
}
