// weft: witness refuted CountDownLatchHandoffOk.result
// Covers: a lockset false alarm from a CountDownLatch handoff: the worker writes `result` and
// counts down; main awaits the latch and then updates `result` with no lock. Eraser knows
// only monitors; the latch orders the accesses (main is parked until the count-down).
import java.util.concurrent.CountDownLatch;

public class CountDownLatchHandoffOk {
    static int result;

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        Thread worker = new Thread(() -> {
            int r = 1;
            for (int i = 1; i <= 10; i++) {
                r = r * 3 % 1009;
            }
            result = r;
            done.countDown();
        });
        worker.start();
        done.await();
        result = result + 1;
        System.out.println(result);
        worker.join();
    }
}
