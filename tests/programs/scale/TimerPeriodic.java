// weft: expect ok
// Covers: a java.util.Timer runs a task at a fixed rate that counts down a latch of two; main awaits the latch and cancels the timer, so its thread ends. Each run moves the task's next execution time (a field in milliseconds) one period on: with times in objects counted relative to the clock the runs reach a fixed point (before: incomplete at 2 GB in 14 s).
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CountDownLatch;

public class TimerPeriodic {
    public static void main(String[] args) throws InterruptedException {
        Timer timer = new Timer();
        CountDownLatch twice = new CountDownLatch(2);
        timer.scheduleAtFixedRate(new TimerTask() {
            @Override
            public void run() {
                twice.countDown();
            }
        }, 0, 5);
        twice.await();
        timer.cancel();
    }
}
