// weft: expect race CountDownLatchLateWriteRacy.result
// Covers: racy misuse of a CountDownLatch: the worker counts down BEFORE writing `result`, so main's return from await() is ordered only after the worker's actions up to countDown(); the later write of result is unordered with main's read (race on result); `prepared`, written before countDown, does not race. main does not join the worker before reading.
import java.util.concurrent.CountDownLatch;

public class CountDownLatchLateWriteRacy {
    static final CountDownLatch done = new CountDownLatch(1);
    static int prepared;
    static int result;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            prepared = 1;
            done.countDown();
            result = 42; // after the signal
        });
        worker.start();
        done.await();
        int p = prepared;
        int r = result;
        worker.join();
        System.out.println("prepared = " + p + ", result = " + r);
    }
}
