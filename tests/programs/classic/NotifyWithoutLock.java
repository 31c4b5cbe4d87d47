// weft: expect exception java.lang.IllegalMonitorStateException
// weft: expect deadlock
// Covers: notify without holding the monitor -- main sets ready under the lock but calls lock.notifyAll() after leaving the synchronized block, which always throws IllegalMonitorStateException in main; if the waiter was already waiting it is never notified and waits forever with no other live thread (deadlock). ready is only accessed under the lock, so no race.
public class NotifyWithoutLock {
    static final Object lock = new Object();
    static boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                while (!ready) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
            System.out.println("ready");
        });
        waiter.start();
        synchronized (lock) {
            ready = true;
        }
        lock.notifyAll();
        waiter.join();
    }
}
