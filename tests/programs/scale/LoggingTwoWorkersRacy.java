// weft: expect race LoggingTwoWorkersRacy.logged
// Covers: two workers each log a line through one `java.util.logging.Logger` (made in main; the LogManager's first configuration happens in main) and count their lines in a plain static field: the two increments race. The logging calls run as one step each (docs/design.md, "Logging as one step"), which hides nothing of the program's own accesses.
import java.util.logging.Logger;

public class LoggingTwoWorkersRacy {
    static final Logger LOG = Logger.getLogger("weft.workers");
    static int logged;

    public static void main(String[] args) throws InterruptedException {
        Thread[] workers = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int id = i;
            workers[i] = new Thread(() -> {
                LOG.info("worker " + id);
                logged++;
            });
            workers[i].start();
        }
        for (Thread w : workers) {
            w.join();
        }
        System.out.println("logged " + logged);
    }
}
