// weft: expect race ExecutorNoGetRacy.output
// Covers: a task submitted to an ExecutorService writes the plain `output`, and main reads it right after submit() without calling Future.get(): submission orders only main's earlier actions (the write of `input`, which does not race) before the task, and nothing orders the task's write before main's read (race on output); main shuts the pool down and calls get() afterwards only to finish cleanly.
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class ExecutorNoGetRacy {
    static int input;
    static int output;

    public static void main(String[] args) throws InterruptedException, ExecutionException {
        // Condition.await blocks through ForkJoinPool.managedBlock: initialize ForkJoinPool here, before any
        // thread starts, so its <clinit> is not interleaved with the threads (smaller state space, same verdict).
        java.util.concurrent.ForkJoinPool.getCommonPoolParallelism();
        ExecutorService pool = Executors.newFixedThreadPool(1);
        input = 6;
        Future<?> f = pool.submit(() -> {
            output = input * 7;
        });
        int early = output; // no get() yet
        pool.shutdown();
        f.get();
        System.out.println("early = " + early);
    }
}
