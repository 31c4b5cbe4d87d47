// weft: expect ok
// Covers: two workers run two phases separated by a CyclicBarrier(2) whose barrier action (run by the last to arrive, before either is released) adds up the phase-1 slots; in phase 2 each worker reads that sum (the barrier orders it) and writes its own slot, then counts down a CountDownLatch(2); main awaits the latch (countDown happens-before await's return), so it reads 2 * (1 + 2) = 6 on every schedule, and the barrier always trips because both parties arrive.
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;

public class LatchBarrierPhases {
    static final int[] phase1 = new int[2];
    static final int[] phase2 = new int[2];
    static int phase1Sum;
    static final CyclicBarrier barrier = new CyclicBarrier(2, () -> phase1Sum = phase1[0] + phase1[1]);
    static final CountDownLatch done = new CountDownLatch(2);

    static void work(int id) {
        phase1[id] = id + 1;
        try {
            barrier.await();
        } catch (InterruptedException | BrokenBarrierException e) {
            throw new IllegalStateException(e);
        }
        phase2[id] = phase1Sum;
        done.countDown();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> work(0));
        Thread t1 = new Thread(() -> work(1));
        t0.start();
        t1.start();
        done.await();
        int total = phase2[0] + phase2[1];
        assert total == 6 : "total " + total;
        System.out.println("total = " + total);
    }
}
