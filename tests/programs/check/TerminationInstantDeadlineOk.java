// weft: expect ok
// Covers: the deadline busy-wait of TerminationDeadlineSpinOk written with java.time: `Instant.now()` reads the clock in the JDK's frames (Clock, VM.getNanoTimeAdjustment) for the program. Such a read counts as the program's, so the spin is not reported as a run that can never end (it was, a false alarm).
import java.time.Duration;
import java.time.Instant;

public class TerminationInstantDeadlineOk {
    static volatile boolean hurry;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            if (!hurry) {
                Instant deadline = Instant.now().plus(Duration.ofMillis(1));
                while (Instant.now().isBefore(deadline)) {
                    Thread.onSpinWait();
                }
            }
        });
        worker.start();
        hurry = true;
        worker.join();
    }
}
