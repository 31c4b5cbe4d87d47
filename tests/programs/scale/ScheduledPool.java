// weft: expect ok
// Covers: a ScheduledThreadPoolExecutor with 2 threads runs two delayed one-shot tasks (a Runnable writing its own AtomicInteger and a Callable); ScheduledFuture.get waits for each (task end happens-before get's return), so main sees 1 and 5 on every schedule, whatever order the delays expire in; shutdown() lets the workers exit (delayed tasks already run), so nothing is left blocked.
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class ScheduledPool {
    public static void main(String[] args) throws InterruptedException, ExecutionException {
        ScheduledThreadPoolExecutor pool = new ScheduledThreadPoolExecutor(2);
        AtomicInteger ticks = new AtomicInteger();
        ScheduledFuture<?> tick = pool.schedule(() -> {
            ticks.incrementAndGet();
        }, 1, TimeUnit.MILLISECONDS);
        ScheduledFuture<Integer> five = pool.schedule(() -> 5, 2, TimeUnit.MILLISECONDS);
        tick.get();
        int value = five.get();
        pool.shutdown();
        assert ticks.get() == 1 : "ticks " + ticks.get();
        assert value == 5;
        System.out.println("ticks = " + ticks.get() + ", value = " + value);
    }
}
