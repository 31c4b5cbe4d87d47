// A scheduled executor ticking at a fixed rate while main sleeps, then shuts it down (benchmark, not a corpus program:
// its state space is unbounded, since the tick counter grows; weft check --time-limit 8 measures how deep and how
// fast a time-limited search goes, docs/benchmarks.md, session 14).
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
public class PeriodicTicks {
    public static void main(String[] args) throws Exception {
        ScheduledExecutorService ses = Executors.newSingleThreadScheduledExecutor();
        AtomicInteger ticks = new AtomicInteger();
        ses.scheduleAtFixedRate(ticks::incrementAndGet, 0, 10, TimeUnit.MILLISECONDS);
        Thread.sleep(50);
        ses.shutdown();
        ses.awaitTermination(1, TimeUnit.SECONDS);
        System.out.println(ticks.get() >= 0);
    }
}
