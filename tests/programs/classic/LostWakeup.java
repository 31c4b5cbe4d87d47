// weft: expect deadlock
// weft: expect race LostWakeup.ready
// Covers: lost wakeup (condition checked outside the lock) -- the waiter tests "if (!ready)" before taking the lock and then waits; main can set ready and notify in between, so the waiter then waits forever and main blocks in join (deadlock). The waiter's unlocked read of ready is unordered with main's locked write: race on ready.
public class LostWakeup {
    static final Object lock = new Object();
    static boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            if (!ready) {
                synchronized (lock) {
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
