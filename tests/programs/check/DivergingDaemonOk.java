// weft: expect ok
// weft: check-args --max-loop-iterations 1000000
// Covers: a daemon thread that loops forever in thread-local code (no scheduling point in its loop) while main and a worker increment a counter under a lock and main checks it after the join; weft takes the daemon to loop forever after the loop limit (never scheduled again, still alive), the program ends when main does, and the daemon's endless loop is neither an error of weft nor a deadlock.
public class DivergingDaemonOk {
    static final Object LOCK = new Object();
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Thread spinner = new Thread(() -> {
            long local = 0;
            while (true) {
                local++;
            }
        });
        spinner.setDaemon(true);
        spinner.start();
        Thread worker = new Thread(() -> {
            synchronized (LOCK) {
                count++;
            }
        });
        worker.start();
        synchronized (LOCK) {
            count++;
        }
        worker.join();
        synchronized (LOCK) {
            assert count == 2 : "lost update";
        }
    }
}
