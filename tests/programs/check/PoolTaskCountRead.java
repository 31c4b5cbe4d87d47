// weft: expect assertion
// Covers: a helper thread submits a task to a one-thread pool only if it sees a volatile flag that main sets after starting it; main then waits for the helper, shuts the pool down, waits for its end and asserts that the pool completed two tasks (a warm-up task made the worker exist on every path). On the interleaving where the helper runs before the flag is set, the pool completed one task: the assertion fails. The state leaves the worker's completed-task count out until the program reads it; reading it through getCompletedTaskCount makes the search start again with the count in the state (the report says so).
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.ThreadPoolExecutor;

public class PoolTaskCountRead {
    static volatile boolean flag;

    public static void main(String[] args) throws Exception {
        ThreadPoolExecutor pool = (ThreadPoolExecutor) Executors.newFixedThreadPool(1);
        pool.submit(() -> {}).get();
        Thread helper = new Thread(() -> {
            if (flag) {
                try {
                    pool.submit(() -> {}).get();
                } catch (Exception e) {
                    throw new RuntimeException(e);
                }
            }
        });
        helper.start();
        flag = true;
        helper.join();
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.SECONDS);
        assert pool.getCompletedTaskCount() == 2 : "completed " + pool.getCompletedTaskCount();
    }
}
