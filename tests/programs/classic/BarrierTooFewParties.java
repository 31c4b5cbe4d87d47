// weft: expect deadlock
// Covers: CyclicBarrier with fewer parties than threads -- three workers await a 2-party barrier: the first two trip it and go on, the third starts a new generation and waits forever for a partner (deadlock; main blocks in join). arrivals is an AtomicInteger, so no race; await() throws nothing because nobody breaks the barrier.
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicInteger;

public class BarrierTooFewParties {
    static final CyclicBarrier barrier = new CyclicBarrier(2);
    static final AtomicInteger arrivals = new AtomicInteger();

    static void work() {
        arrivals.incrementAndGet();
        try {
            barrier.await();
        } catch (InterruptedException | BrokenBarrierException e) {
            return;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            ts[i] = new Thread(BarrierTooFewParties::work);
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("arrivals " + arrivals.get());
    }
}
