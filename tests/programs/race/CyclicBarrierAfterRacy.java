// weft: expect race CyclicBarrierAfterRacy.winner
// Covers: both parties write their own field (a / b) before a CyclicBarrier and read the other's after it (ordered: no race on a or b), but then both write the plain `winner` after the barrier; the barrier orders only what precedes it, so the two post-barrier writes are unordered (write-write race on winner).
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;

public class CyclicBarrierAfterRacy {
    static final CyclicBarrier barrier = new CyclicBarrier(2);
    static int a;
    static int b;
    static int winner;

    static void await() {
        try {
            barrier.await();
        } catch (InterruptedException | BrokenBarrierException e) {
            throw new AssertionError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        // Condition.await blocks through ForkJoinPool.managedBlock: initialize ForkJoinPool here, before any
        // thread starts, so its <clinit> is not interleaved with the threads (smaller state space, same verdict).
        java.util.concurrent.ForkJoinPool.getCommonPoolParallelism();
        Thread ta = new Thread(() -> {
            a = 1;
            await();
            winner = a + b;
        });
        Thread tb = new Thread(() -> {
            b = 2;
            await();
            winner = -(a + b);
        });
        ta.start();
        tb.start();
        ta.join();
        tb.join();
        System.out.println("winner = " + winner);
    }
}
