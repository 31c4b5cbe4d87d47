// weft: expect ok
// Covers: latch, fixed -- CountDownLatch(2): await() returns only after both countDowns, and each worker's slot write happens-before its countDown, so main reads both 1s with happens-before: no race, sum always 2.
import java.util.concurrent.CountDownLatch;

public class LatchTooSmallFixed {
    static final int[] results = new int[2];
    static final CountDownLatch done = new CountDownLatch(2);

    static void work(int i) {
        results[i] = 1;
        done.countDown();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> work(0));
        Thread b = new Thread(() -> work(1));
        a.start();
        b.start();
        done.await();
        int sum = results[0] + results[1];
        assert sum == 2 : "read before all workers finished: " + sum;
        System.out.println("sum " + sum);
        a.join();
        b.join();
    }
}
