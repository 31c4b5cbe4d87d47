// weft: expect deadlock
// Covers: main submits a task to a fixed thread pool, waits for its result and returns without shutting the pool down. The pool's worker then waits for a next task forever, and being a non-daemon thread it keeps the JVM from exiting: every live thread is blocked, a deadlock. The report says the worker is a pool's worker waiting for a task, which ends only once the pool is shut down.
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class PoolNeverShutDown {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(1);
        Future<Integer> sum = pool.submit(() -> 1 + 1);
        assert sum.get() == 2;
    }
}
