// weft: expect ok
// Covers: a ThreadPoolExecutor (2 core threads, unbounded LinkedBlockingQueue) runs two tasks that increment an AtomicInteger; shutdown() lets queued tasks finish but rejects new ones (the execute after shutdown throws RejectedExecutionException, caught); awaitTermination is retried while it times out (a timed wait may time out on any schedule), and termination happens-after both tasks, so main sees 2 and isTerminated() on every schedule; the workers exit, so nothing is left blocked.
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class ThreadPoolShutdown {
    public static void main(String[] args) throws InterruptedException {
        AtomicInteger ran = new AtomicInteger();
        ThreadPoolExecutor pool = new ThreadPoolExecutor(2, 2, 0L, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>());
        pool.execute(ran::incrementAndGet);
        pool.execute(ran::incrementAndGet);
        pool.shutdown();
        boolean rejected = false;
        try {
            pool.execute(ran::incrementAndGet);
        } catch (RejectedExecutionException e) {
            rejected = true;
        }
        while (!pool.awaitTermination(1, TimeUnit.MINUTES)) {
            // timed out: wait again
        }
        assert rejected : "task accepted after shutdown";
        assert pool.isTerminated();
        assert ran.get() == 2 : "ran " + ran.get();
        System.out.println("ran = " + ran.get() + ", rejected = " + rejected);
    }
}
