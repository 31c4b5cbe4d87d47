// weft: expect no-race
// Covers: the ExecutorService submit/Future.get edges without a thread pool: a minimal AbstractExecutorService runs each task on a new thread, and submit() wraps the task in the JDK's FutureTask; main writes the plain `input` before submit (submit -> execute -> Thread.start), the task writes the plain `output`, and main reads it after f.get() (FutureTask completion is a volatile write the get synchronizes with), so nothing races.
import java.util.List;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

public class ExecutorThreadPerTaskOk {
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
    static int output;

    public static void main(String[] args) throws InterruptedException, ExecutionException {
        ExecutorService exec = new ThreadPerTaskExecutor();
        input = 6;
        Future<Integer> f = exec.submit(() -> {
            output = input * 7;
            return output;
        });
        int got = f.get();
        int seen = output;
        exec.shutdown();
        assert got == 42 && seen == 42 : "future did not publish";
        System.out.println("output = " + seen);
    }
}
