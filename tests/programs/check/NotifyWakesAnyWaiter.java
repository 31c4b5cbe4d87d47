// weft: expect assertion
// weft: check-args --no-spurious-wakeups
// Covers: two threads wait on one monitor, the first surely before the second (main starts the second only once the first waits), and main notifies once: the JLS lets notify wake either waiter ("arbitrary"), so the assertion that the first waiter is the one woken fails on some execution, although HotSpot's wait set happens to be first in, first out. Spurious wakeups are off so that only notify's choice can wake the second waiter.
public class NotifyWakesAnyWaiter {
    static final Object lock = new Object();
    static int waiting;
    static String woken;

    static Thread waiter(String name) {
        return new Thread(() -> {
            synchronized (lock) {
                waiting++;
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    return;
                }
                if (woken == null) {
                    woken = name;
                }
            }
        }, name);
    }

    static void awaitWaiting(int n) {
        while (true) {
            synchronized (lock) {
                if (waiting == n) {
                    return;
                }
            }
            Thread.yield();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread first = waiter("first");
        Thread second = waiter("second");
        first.start();
        awaitWaiting(1);
        second.start();
        awaitWaiting(2);
        synchronized (lock) {
            lock.notify();
        }
        while (true) {
            synchronized (lock) {
                if (woken != null) {
                    break;
                }
            }
            Thread.yield();
        }
        String w;
        synchronized (lock) {
            w = woken;
            lock.notifyAll();
        }
        assert w.equals("first") : w + " was woken first";
        first.join();
        second.join();
    }
}
