// weft: expect ok
// Covers: lost wakeup, fixed -- the flag is tested under the lock in a while loop around wait(), so main's set+notify either happens before the test (no wait) or after the waiter released the lock in wait() (it is woken); all accesses to ready hold the lock, so no race.
public class LostWakeupFixed {
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
            System.out.println("proceeding");
        });
        waiter.start();
        synchronized (lock) {
            ready = true;
            lock.notifyAll();
        }
        waiter.join();
        System.out.println("done");
    }
}
