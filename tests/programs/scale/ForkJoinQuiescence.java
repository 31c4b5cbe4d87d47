// weft: expect ok
// Covers: a ForkJoinPool of one worker runs two fire-and-forget tasks (execute) that add to an AtomicInteger, and main waits for the pool to be quiet with awaitQuiescence(1, DAYS), which helps run queued tasks and otherwise polls the queues, parking 1 ms at a time, until no worker is active; then both additions are seen. Each poll moves the pool's scan start (ForkJoinPool.scanRover) on: with it in the state, main's polling never repeated a state and the search never ended.
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class ForkJoinQuiescence {
    public static void main(String[] args) {
        AtomicInteger done = new AtomicInteger();
        ForkJoinPool pool = new ForkJoinPool(1);
        pool.execute(done::incrementAndGet);
        pool.execute(done::incrementAndGet);
        boolean quiet = pool.awaitQuiescence(1, TimeUnit.DAYS);
        int seen = done.get();
        assert !quiet || seen == 2 : "quiet after " + seen + " tasks";
        pool.shutdown();
        System.out.println("quiet = " + quiet + ", done = " + seen);
    }
}
