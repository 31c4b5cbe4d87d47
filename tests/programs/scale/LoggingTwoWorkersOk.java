// weft: expect ok
// Covers: two workers each log a line through one `java.util.logging.Logger` made in main, the first log call of the program (so the LogManager reads its configuration in whichever worker comes first), and count their lines under a lock; main checks the count after joining both. `java.util.logging` is safe for use by several threads and its state is the JDK's: each call runs as one step (docs/design.md, "Logging as one step"). Before, the two workers' configuration reading and handler publishing interleaved step by step, and the run did not finish in 30 s (161,000 states).
import java.util.logging.Logger;

public class LoggingTwoWorkersOk {
    static final Logger LOG = Logger.getLogger("weft.workers");
    static int logged;

    static synchronized void count() {
        logged++;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] workers = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int id = i;
            workers[i] = new Thread(() -> {
                LOG.info("worker " + id + " starting");
                count();
            });
            workers[i].start();
        }
        for (Thread w : workers) {
            w.join();
        }
        assert logged == 2 : "logged " + logged;
    }
}
