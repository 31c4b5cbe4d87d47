// weft: expect exit 0
// Covers: main spins on a volatile flag that a delayed task sets (weft run's virtual clock advances with the steps threads run, so the delay passes): ScheduledExecutorService.schedule with a delay, scheduleAtFixedRate until it has run three times, java.util.Timer (a timed Object.wait inside the JDK), CompletableFuture.delayedExecutor
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

public class SpinScheduledTask {
    static volatile boolean flag;
    static volatile int runs;

    public static void main(String[] args) throws Exception {
        ScheduledExecutorService ses = Executors.newSingleThreadScheduledExecutor();
        ScheduledFuture<String> future = ses.schedule(() -> {
            flag = true;
            return "task ran";
        }, 10, TimeUnit.MILLISECONDS);
        while (!flag) {
        }
        System.out.println("schedule(10 ms): " + future.get());

        ScheduledFuture<?> periodic = ses.scheduleAtFixedRate(() -> runs++, 2, 2, TimeUnit.MILLISECONDS);
        while (runs < 3) {
            Thread.onSpinWait();
        }
        periodic.cancel(false);
        System.out.println("scheduleAtFixedRate ran at least 3 times, cancelled: " + periodic.isCancelled());
        ses.shutdown();
        System.out.println("terminated: " + ses.awaitTermination(10, TimeUnit.SECONDS));

        flag = false;
        Timer timer = new Timer("timer");
        timer.schedule(new TimerTask() {
            @Override
            public void run() {
                flag = true;
            }
        }, 5);
        while (!flag) {
        }
        timer.cancel();
        System.out.println("Timer task ran");

        flag = false;
        CompletableFuture<Void> delayed =
            CompletableFuture.runAsync(() -> flag = true, CompletableFuture.delayedExecutor(5, TimeUnit.MILLISECONDS));
        while (!flag) {
        }
        delayed.join();
        System.out.println("delayedExecutor task ran");
    }
}
