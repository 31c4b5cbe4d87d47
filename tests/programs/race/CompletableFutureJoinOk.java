// weft: expect no-race
// Covers: CompletableFuture.supplyAsync(supplier, executor) + join(): main writes the plain `input` before supplyAsync (which hands the task to an executor that starts a new thread: start edge), the supplier writes the plain `sideEffect` and fills a fresh Result, and main reads both after join(); completing the future happens-before join() returning its value, so nothing races.
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

public class CompletableFutureJoinOk {
    static final class Result {
        int value;
    }

    static final class NewThreadExecutor implements Executor {
        @Override
        public void execute(Runnable task) {
            new Thread(task).start();
        }
    }

    static int input;
    static int sideEffect;

    public static void main(String[] args) {
        input = 4;
        CompletableFuture<Result> cf = CompletableFuture.supplyAsync(() -> {
            Result r = new Result();
            r.value = input * 2;
            sideEffect = 1;
            return r;
        }, new NewThreadExecutor());
        Result res = cf.join();
        assert res.value == 8 && sideEffect == 1 : "join did not publish";
        System.out.println("value = " + res.value + ", sideEffect = " + sideEffect);
    }
}
