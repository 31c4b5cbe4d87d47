// weft: expect ok
// Covers: a fixed pool of 2 threads running 3 Callable tasks (so one worker runs two of them, in either order); each task computes from its own argument and writes only its own local state; Future.get waits for each result (task end happens-before get's return), so main always sums 1 + 4 + 9 = 14; shutdown lets the idle workers exit, so no thread is left blocked.
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class FutureGetPool {
    public static void main(String[] args) throws InterruptedException, ExecutionException {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<Integer>> results = new ArrayList<>();
        for (int i = 1; i <= 3; i++) {
            final int n = i;
            results.add(pool.submit(() -> n * n));
        }
        int sum = 0;
        for (Future<Integer> f : results) {
            sum += f.get();
        }
        pool.shutdown();
        assert sum == 14 : "sum " + sum;
        System.out.println("sum = " + sum);
    }
}
