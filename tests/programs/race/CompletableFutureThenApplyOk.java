// weft: expect no-race
// Covers: a CompletableFuture.supplyAsync(supplier, executor).thenApply(..).thenApply(..) chain ending in join(): each stage mutates the plain Box.value and writes the plain `stages`; a dependent stage runs either in the supplier's thread after it completes the source (program order) or in main after it sees the source complete (completion happens-before the actions of dependent stages), and the chain's completion happens-before join() returning, so every write is ordered before the next stage and before main's reads.
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

public class CompletableFutureThenApplyOk {
    static final class Box {
        int value;
    }

    static final class NewThreadExecutor implements Executor {
        @Override
        public void execute(Runnable task) {
            new Thread(task).start();
        }
    }

    static int stages;

    public static void main(String[] args) {
        CompletableFuture<Box> cf = CompletableFuture.supplyAsync(() -> {
            Box b = new Box();
            b.value = 1;
            stages = 1;
            return b;
        }, new NewThreadExecutor()).thenApply(b -> {
            b.value *= 10;
            stages++;
            return b;
        }).thenApply(b -> {
            b.value += 2;
            stages++;
            return b;
        });
        Box res = cf.join();
        assert res.value == 12 && stages == 3 : "thenApply chain lost a write";
        System.out.println("value = " + res.value + ", stages = " + stages);
    }
}
