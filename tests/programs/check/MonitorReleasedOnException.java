// weft: expect exception java.lang.IllegalStateException
// Covers: a worker throws IllegalStateException (uncaught) from inside synchronized (LOCK) when it runs before main has initialized the state under the same lock; the exception unwinds the synchronized block and releases LOCK, so main's later synchronized (LOCK) and join still complete: the only violation is the exception, never a deadlock; if main initializes first the worker succeeds.
public class MonitorReleasedOnException {
    static final Object LOCK = new Object();
    static boolean initialized;
    static boolean used;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (LOCK) {
                if (!initialized) {
                    throw new IllegalStateException("used before initialization");
                }
                used = true;
            }
        });
        worker.start();
        synchronized (LOCK) {
            initialized = true;
        }
        worker.join();
        synchronized (LOCK) {
            System.out.println("used = " + used);
        }
    }
}
