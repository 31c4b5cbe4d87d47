// weft: expect deadlock
// Covers: wrongly ordered notify (notification with no condition) -- the waiter does a bare lock.wait() with no flag; if main's notify() runs before the waiter reaches wait(), the notification is lost and the waiter waits forever while main blocks in join(): no thread can move (deadlock). No shared fields, nothing throws.
public class NotifyBeforeWait {
    static final Object lock = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    return;
                }
            }
            System.out.println("woken");
        });
        waiter.start();
        synchronized (lock) {
            lock.notify();
        }
        waiter.join();
        System.out.println("done");
    }
}
