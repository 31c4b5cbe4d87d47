// weft: expect ok
// Covers: a CompletableFuture pipeline supplyAsync(..).thenApplyAsync(..).thenAccept(..) and a runAsync on a 2-thread fixed pool; both stages update a ConcurrentHashMap with merge (atomic per key, so no update is lost and the map's insertions order the accesses); main join()s both futures (completion happens-before join's return), so it sees count 2 and sum 2 * 21 + 1 = 43 on every schedule; shutdown lets the pool's workers exit.
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

public class CompletableFuturePipeline {
    public static void main(String[] args) {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        ConcurrentHashMap<String, Integer> stats = new ConcurrentHashMap<>();
        CompletableFuture<Void> pipeline = CompletableFuture
                .supplyAsync(() -> 21, pool)
                .thenApplyAsync(x -> x * 2, pool)
                .thenAccept(v -> {
                    stats.merge("sum", v, Integer::sum);
                    stats.merge("count", 1, Integer::sum);
                });
        CompletableFuture<Void> side = CompletableFuture.runAsync(() -> {
            stats.merge("sum", 1, Integer::sum);
            stats.merge("count", 1, Integer::sum);
        }, pool);
        pipeline.join();
        side.join();
        pool.shutdown();
        int sum = stats.get("sum");
        int count = stats.get("count");
        assert count == 2 : "count " + count;
        assert sum == 43 : "sum " + sum;
        System.out.println("sum = " + sum + ", count = " + count);
    }
}
