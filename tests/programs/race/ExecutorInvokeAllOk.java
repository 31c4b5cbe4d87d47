// weft: expect no-race
// Covers: ExecutorService.invokeAll on a minimal thread-per-task AbstractExecutorService (the JDK's invokeAll and FutureTask, no pool): main writes the plain `input` before invokeAll (submission -> execute -> Thread.start), each task writes its own plain field, and main reads both fields after invokeAll returned and it called get() on each Future; a task's actions happen-before the retrieval of its result with Future.get, so nothing races.
import java.util.List;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

public class ExecutorInvokeAllOk {
    static final class ThreadPerTaskExecutor extends AbstractExecutorService {
        private volatile boolean shut;

        @Override
        public void execute(Runnable task) {
            new Thread(task).start();
        }

        @Override
        public void shutdown() {
            shut = true;
        }

        @Override
        public List<Runnable> shutdownNow() {
            shut = true;
            return List.of();
        }

        @Override
        public boolean isShutdown() {
            return shut;
        }

        @Override
        public boolean isTerminated() {
            return shut;
        }

        @Override
        public boolean awaitTermination(long timeout, TimeUnit unit) {
            return shut;
        }
    }

    static int input;
    static int left;
    static int right;

    public static void main(String[] args) throws InterruptedException, ExecutionException {
        ExecutorService exec = new ThreadPerTaskExecutor();
        input = 5;
        Callable<Integer> l = () -> left = input + 1;
        Callable<Integer> r = () -> right = input * 2;
        List<Future<Integer>> fs = exec.invokeAll(List.of(l, r));
        int sum = 0;
        for (Future<Integer> f : fs) {
            sum += f.get();
        }
        int seen = left + right;
        exec.shutdown();
        assert sum == 16 && seen == 16 : "invokeAll did not publish";
        System.out.println("sum = " + sum);
    }
}
