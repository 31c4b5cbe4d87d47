// weft: expect no-race
// Covers: CyclicBarrier(2, action): each thread writes its own plain field (a / b) before await(); the barrier action, run by the last thread to arrive, writes the plain `generation`; after await() each thread reads the other's field and generation. Actions before await happen-before the barrier action, which happens-before the actions after await returns in every party, so every read is ordered after the writes; the per-thread results are read by main after the joins.
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;

public class CyclicBarrierOk {
    static int a;
    static int b;
    static int generation;
    static int sumA;
    static int sumB;
    static final CyclicBarrier barrier = new CyclicBarrier(2, () -> generation = a + b);

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
            sumA = b + generation;
        });
        Thread tb = new Thread(() -> {
            b = 2;
            await();
            sumB = a + generation;
        });
        ta.start();
        tb.start();
        ta.join();
        tb.join();
        assert sumA == 5 && sumB == 4 : "barrier did not publish";
        System.out.println(sumA + " " + sumB);
    }
}
