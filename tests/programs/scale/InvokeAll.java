// weft: expect ok
// Covers: ExecutorService.invokeAll of three Callables on a fixed pool of 2 threads; invokeAll returns only when every task has completed (task end happens-before its return), each task writes only its own local state, so the futures hold 10, 20 and 30 in submission order and the sum is 60 on every schedule; shutdown lets the idle workers exit.
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class InvokeAll {
    public static void main(String[] args) throws InterruptedException, ExecutionException {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Callable<Integer>> tasks = List.of(() -> 10, () -> 20, () -> 30);
        List<Future<Integer>> futures = pool.invokeAll(tasks);
        pool.shutdown();
        int sum = 0;
        for (Future<Integer> f : futures) {
            assert f.isDone();
            sum += f.get();
        }
        assert futures.get(0).get() == 10 && futures.get(2).get() == 30;
        assert sum == 60 : "sum " + sum;
        System.out.println("sum = " + sum);
    }
}
