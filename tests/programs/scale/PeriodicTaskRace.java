// weft: expect race
// Covers: a task scheduled with a fixed delay adds one to a plain static counter on the pool's thread; main sleeps, then reads the counter with nothing ordering the read after the task's writes (sleep orders nothing), and shuts the pool down: a data race on `runs`. The task's runs never end on their own, and the counter makes every run a new state; the race must be reported all the same.
// weft: check-args --stop-on-first
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

public class PeriodicTaskRace {
    static int runs;

    public static void main(String[] args) throws InterruptedException {
        ScheduledExecutorService pool = Executors.newSingleThreadScheduledExecutor();
        pool.scheduleWithFixedDelay(() -> runs++, 0, 5, TimeUnit.MILLISECONDS);
        Thread.sleep(20);
        System.out.println(runs);
        pool.shutdownNow();
    }
}
