// weft: expect exit 0
// Covers: java.lang.ref.Cleaner created by the program: an explicit Cleanable.clean() runs the action once (weft starts no cleaner thread: it never has a reference to clean), and a java.util.Timer (which registers with the JDK's common cleaner) still runs its task and is cancelled
import java.lang.ref.Cleaner;
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CountDownLatch;
public class CleanerAndTimer {
    public static void main(String[] args) throws Exception {
        Cleaner cleaner = Cleaner.create();
        Object resource = new Object();
        Cleaner.Cleanable c = cleaner.register(resource, () -> System.out.println("cleaned"));
        c.clean();
        c.clean();
        CountDownLatch ran = new CountDownLatch(1);
        Timer timer = new Timer();
        timer.schedule(new TimerTask() { public void run() { System.out.println("tick"); ran.countDown(); } }, 5);
        ran.await();
        timer.cancel();
        System.out.println("done");
    }
}
