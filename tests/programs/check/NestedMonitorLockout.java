// weft: expect deadlock
// Covers: nested monitor lockout: the waiter holds OUTER and INNER and calls INNER.wait() (which releases only INNER); the signaller must take OUTER before INNER to set ready and notify, so if the waiter gets OUTER first both are stuck forever (deadlock); if the signaller goes first, ready is already true and no one waits.
public class NestedMonitorLockout {
    static final Object OUTER = new Object();
    static final Object INNER = new Object();
    static boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            synchronized (OUTER) {
                synchronized (INNER) {
                    while (!ready) {
                        try {
                            INNER.wait();
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                }
            }
        });
        Thread signaller = new Thread(() -> {
            synchronized (OUTER) {
                synchronized (INNER) {
                    ready = true;
                    INNER.notifyAll();
                }
            }
        });
        waiter.start();
        signaller.start();
        waiter.join();
        signaller.join();
        System.out.println("ready = " + ready);
    }
}
