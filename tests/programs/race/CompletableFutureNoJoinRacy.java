// weft: expect race CompletableFutureNoJoinRacy.sideEffect
// Covers: CompletableFuture.supplyAsync(supplier, executor): main peeks at the plain `sideEffect` written by the supplier before calling join(); supplyAsync -> executor -> Thread.start orders main's earlier write of `input` before the supplier, and completion happens-before join() returning, so the reads after join (Result.value, the second read of sideEffect) are ordered, but the peek is unordered with the supplier's write: `sideEffect` races, `input` and Result.value do not.
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

public class CompletableFutureNoJoinRacy {
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
        int peek = sideEffect; // no join yet
        Result res = cf.join();
        assert res.value == 8 && sideEffect == 1 && (peek == 0 || peek == 1) : "join did not publish";
        System.out.println("value = " + res.value + ", peek = " + peek);
    }
}
