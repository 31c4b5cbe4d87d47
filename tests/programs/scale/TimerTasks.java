// weft: expect ok
// Covers: a java.util.Timer runs two one-shot tasks that add to a counter under its monitor and count down a latch; main waits on the latch, reads the counter and cancels the timer. The Timer registers with the JDK's common Cleaner, whose thread weft does not start (it never has a reference to clean): its endless timed waits made a choice at every state (this program: 60,002 states before, 357 after).
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CountDownLatch;

public class TimerTasks {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(2);
        Timer timer = new Timer();
        for (int i = 1; i <= 2; i++) {
            final int amount = i;
            timer.schedule(new TimerTask() {
                @Override
                public void run() {
                    synchronized (TimerTasks.class) {
                        count += amount;
                    }
                    done.countDown();
                }
            }, 10L * i);
        }
        done.await();
        synchronized (TimerTasks.class) {
            assert count == 3 : "a task's addition was lost";
        }
        timer.cancel();
    }
}
