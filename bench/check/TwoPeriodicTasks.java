// Two periodic tasks on a two-thread scheduled pool: one at a fixed delay, one at a fixed rate,
// counting down a latch of three; main then cancels both, shuts the pool down and waits for it.
// Correct (no deadlock, assertion failure or race). A benchmark, not a corpus program: its state
// space is finite but large (the cancelled tasks' remaining delays, the two workers'
// leader/follower waits and main's progress multiply), too slow for the test suite
// (docs/benchmarks.md, session 21).
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

public class TwoPeriodicTasks {
    public static void main(String[] args) throws Exception {
        ScheduledExecutorService pool = Executors.newScheduledThreadPool(2);
        CountDownLatch three = new CountDownLatch(3);
        ScheduledFuture<?> delayed = pool.scheduleWithFixedDelay(three::countDown, 1, 2, TimeUnit.MILLISECONDS);
        ScheduledFuture<?> rated = pool.scheduleAtFixedRate(three::countDown, 0, 3, TimeUnit.MILLISECONDS);
        three.await();
        delayed.cancel(true);
        rated.cancel(false);
        pool.shutdownNow();
        pool.awaitTermination(1, TimeUnit.SECONDS);
    }
}
