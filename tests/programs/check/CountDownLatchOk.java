// weft: expect ok
// Covers: CountDownLatch used correctly: two workers each write their own result slot then countDown(); main await()s the latch (count 2) and only then reads both slots; countDown happens-before await's return, so main sees 1 + 2 on every schedule, and the latch always reaches zero, so main never blocks forever.
import java.util.concurrent.CountDownLatch;

public class CountDownLatchOk {
    static final CountDownLatch done = new CountDownLatch(2);
    static final int[] results = new int[2];

    static final class Worker extends Thread {
        private final int id;

        Worker(int id) {
            this.id = id;
        }

        @Override
        public void run() {
            results[id] = id + 1;
            done.countDown();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Worker w0 = new Worker(0);
        Worker w1 = new Worker(1);
        w0.start();
        w1.start();
        done.await();
        assert results[0] + results[1] == 3 : "missed a result";
        System.out.println("sum = " + (results[0] + results[1]));
    }
}
