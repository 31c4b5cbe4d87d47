// weft: expect assertion
// weft: expect race int[] 0
// weft: expect race int[] 1
// Covers: latch with the wrong count -- CountDownLatch(1) for two workers: main's await() returns after the FIRST countDown, so it can read the slot of the worker that has not counted down yet (still 0: the sum assert fails), and that read is unordered with that worker's write. Either worker can be the late one, so both slots race.
import java.util.concurrent.CountDownLatch;

public class LatchTooSmall {
    static final int[] results = new int[2];
    static final CountDownLatch done = new CountDownLatch(1);

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
