// weft: expect deadlock
// Covers: main starts a worker and joins it while holding the monitor the worker needs (synchronized (LOCK) { w.start(); w.join(); }); the worker can never enter its synchronized block and main never leaves join: deadlock on every schedule.
public class JoinWhileHoldingLock {
    static final Object LOCK = new Object();
    static int shared;

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> {
            synchronized (LOCK) {
                shared++;
            }
        });
        synchronized (LOCK) {
            w.start();
            w.join();
        }
        System.out.println("unreachable: " + shared);
    }
}
