// weft: expect race LoggingBelowLevelRacy.count
// Covers: main logs a line first (the LogManager reads its configuration in main), then two workers each ask the logger whether a `fine` message is loggable (it is not, at the default level) and count in a plain static field without synchronization: the two increments race. Calls into java.util.logging run as one step each (docs/design.md, "Logging as one step"); por_equivalence compares the verdict with `--interleave-jdk`, which interleaves their insides.
import java.util.logging.Logger;

public class LoggingBelowLevelRacy {
    static final Logger LOG = Logger.getLogger("weft.below");
    static int count;

    public static void main(String[] args) throws InterruptedException {
        LOG.info("starting");
        Thread a = new Thread(() -> {
            LOG.fine("worker a");
            count++;
        });
        Thread b = new Thread(() -> {
            LOG.fine("worker b");
            count++;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("count " + count);
    }
}
