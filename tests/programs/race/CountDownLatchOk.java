// weft: expect no-race
// Covers: two CountDownLatches: main starts both workers, then writes the plain `input` and opens the `start` gate; worker a reads input only after start.await() returns (countDown happens-before a successful return from await in another thread); each worker writes its own field (left / right) before counting down `done` (count 2), and main reads both after done.await(), so those reads are ordered too (no join needed before reading).
import java.util.concurrent.CountDownLatch;

public class CountDownLatchOk {
    static final CountDownLatch start = new CountDownLatch(1);
    static final CountDownLatch done = new CountDownLatch(2);
    static int input;
    static int left;
    static int right;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            try {
                start.await();
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
            left = input + 1;
            done.countDown();
        });
        Thread b = new Thread(() -> {
            right = 2;
            done.countDown();
        });
        a.start();
        b.start();
        input = 10;
        start.countDown();
        done.await();
        assert left == 11 && right == 2 : "latch did not publish";
        a.join();
        b.join();
        System.out.println(left + right);
    }
}
