// weft: expect ok
// Covers: pool tasks, fixed -- the counter is an AtomicInteger, so both increments land and there is no plain shared field; Future.get() on both tasks orders them before main's read, so the assert holds.
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

public class ExecutorLostUpdateFixed {
    static final AtomicInteger hits = new AtomicInteger();

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Future<?> f1 = pool.submit(hits::incrementAndGet);
        Future<?> f2 = pool.submit(hits::incrementAndGet);
        f1.get();
        f2.get();
        pool.shutdown();
        assert hits.get() == 2 : "lost update: " + hits.get();
        System.out.println("hits " + hits.get());
    }
}
