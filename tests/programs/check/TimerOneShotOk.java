// weft: expect ok
// Covers: a java.util.Timer runs one task, which counts down a latch that main awaits, and main then cancels the timer; creating a Timer registers it with a Cleaner, whose thread factory makes an InnocuousThread that walks the main thread's thread group up to the root group through Unsafe (the main thread's group must be a real "main" group under "system"); the task's write of `ran` happens-before main's read through the latch.
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CountDownLatch;

public class TimerOneShotOk {
    static int ran;

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        Timer timer = new Timer();
        timer.schedule(new TimerTask() {
            @Override
            public void run() {
                ran++;
                done.countDown();
            }
        }, 10);
        done.await();
        timer.cancel();
        assert ran == 1 : ran;
    }
}
