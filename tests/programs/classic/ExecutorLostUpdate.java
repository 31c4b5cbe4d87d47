// weft: expect assertion
// weft: expect race ExecutorLostUpdate.hits
// Covers: lost update in pool tasks -- two tasks on a 2-thread pool each do an unsynchronized hits++; the pool's two workers run them unordered (race), and an overwritten increment makes main's assert hits == 2 (after Future.get() on both tasks, which orders them before main's read) fail.
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class ExecutorLostUpdate {
    static int hits;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Future<?> f1 = pool.submit(() -> hits++);
        Future<?> f2 = pool.submit(() -> hits++);
        f1.get();
        f2.get();
        pool.shutdown();
        assert hits == 2 : "lost update: " + hits;
        System.out.println("hits " + hits);
    }
}
