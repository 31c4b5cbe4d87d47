// weft: expect deadlock
// Covers: missed notification: a worker calls LOCK.notify() once and ends, main calls LOCK.wait() once with no condition loop; if the notify happens before main waits it is lost and main waits forever (deadlock), if main waits first it is woken and the program ends normally.
public class MissedNotification {
    static final Object LOCK = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread notifier = new Thread(() -> {
            synchronized (LOCK) {
                LOCK.notify();
            }
        });
        notifier.start();
        synchronized (LOCK) {
            LOCK.wait();
        }
        notifier.join();
        System.out.println("woken");
    }
}
