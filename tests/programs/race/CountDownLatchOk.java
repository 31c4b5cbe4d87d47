// weft: expect no-race
// Covers: two CountDownLatches: main starts both workers, then writes the plain `input` and opens the `start` gate (countDown happens-before a successful return from await in another thread), so the workers' reads of input are ordered; each worker writes its own field (left / right) before counting down `done`, and main reads both after done.await(), so those reads are ordered too (no join needed).
import java.util.concurrent.CountDownLatch;

public class CountDownLatchOk {
    static final CountDownLatch start = new CountDownLatch(1);
    static final CountDownLatch done = new CountDownLatch(2);
    static int input;
    static int left;
    static int right;

    static Thread worker(boolean isLeft) {
        return new Thread(() -> {
            try {
                start.await();
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
            if (isLeft) {
                left = input + 1;
            } else {
                right = input + 2;
            }
            done.countDown();
        });
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = worker(true);
        Thread b = worker(false);
        a.start();
        b.start();
        input = 10;
        start.countDown();
        done.await();
        assert left == 11 && right == 12 : "latch did not publish";
        System.out.println(left + right);
    }
}
