// weft: expect exception java.lang.IllegalMonitorStateException
// weft: expect race NotifyWithoutMonitor.ready
// Covers: a worker calls LOCK.notifyAll() without holding LOCK's monitor, which always throws IllegalMonitorStateException (uncaught in the worker) whatever main does meanwhile; main never waits on LOCK, so there is no deadlock.
public class NotifyWithoutMonitor {
    static final Object LOCK = new Object();
    static boolean ready;
    static boolean observed;

    public static void main(String[] args) throws InterruptedException {
        Thread signaller = new Thread(() -> {
            ready = true;
            LOCK.notifyAll(); // BUG: not inside synchronized (LOCK)
        });
        signaller.start();
        synchronized (LOCK) {
            observed = ready;
        }
        signaller.join();
        System.out.println("observed = " + observed);
    }
}
