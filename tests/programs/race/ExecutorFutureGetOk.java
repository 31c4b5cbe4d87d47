// weft: expect no-race
// Covers: ExecutorService.submit + Future.get: main writes the plain `input` before submit (submission happens-before the task's execution), the task reads input and writes the plain `output`, and main reads output only after f.get() returns (the task's actions happen-before the result retrieval through the Future); the pool is shut down (after the submit, before the get) so its worker exits and the program terminates.
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class ExecutorFutureGetOk {
    static int input;
    static int output;

    public static void main(String[] args) throws InterruptedException, ExecutionException {
        // Condition.await blocks through ForkJoinPool.managedBlock: initialize ForkJoinPool here, before any
        // thread starts, so its <clinit> is not interleaved with the threads (smaller state space, same verdict).
        java.util.concurrent.ForkJoinPool.getCommonPoolParallelism();
        ExecutorService pool = Executors.newFixedThreadPool(1);
        input = 6;
        Future<Integer> f = pool.submit(() -> {
            output = input * 7;
            return output;
        });
        pool.shutdown(); // already submitted tasks still run
        int got = f.get();
        int seen = output;
        assert got == 42 && seen == 42 : "future did not publish";
        System.out.println("output = " + seen);
    }
}
