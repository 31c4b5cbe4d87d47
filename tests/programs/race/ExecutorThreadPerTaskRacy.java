// weft: expect race ExecutorThreadPerTaskRacy.output
// Covers: the same minimal thread-per-task ExecutorService (JDK FutureTask, no pool): main reads the plain `output` right after submit() without calling get(): submit orders main's earlier write of `input` before the task (no race on input), but nothing orders the task's write of output before main's read (race on output); the later get() only lets main finish cleanly.
import java.util.List;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

public class ExecutorThreadPerTaskRacy {
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
        Future<?> f = exec.submit(() -> {
            output = input * 7;
        });
        int early = output; // no get() yet
        f.get();
        exec.shutdown();
        System.out.println("early = " + early);
    }
}
