// weft: expect ok
// Covers: notify ordering, fixed -- the waiter waits in "while (!signalled)" and main sets signalled under the lock before notifying, so a notify that comes first is not lost (the waiter sees the flag and never waits); the flag is only accessed under the lock, so no race.
public class NotifyBeforeWaitFixed {
    static final Object lock = new Object();
    static boolean signalled;

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                while (!signalled) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
            System.out.println("woken");
        });
        waiter.start();
        synchronized (lock) {
            signalled = true;
            lock.notify();
        }
        waiter.join();
        System.out.println("done");
    }
}
