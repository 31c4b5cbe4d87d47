// weft: expect assertion
// Covers: a wait guarded by `if` instead of `while`: the consumer waits once for `ready` and then uses the data. JLS 17.2.1 lets wait() return without a notify (a spurious wakeup); after one the consumer goes on with ready still false and its assertion fails. Without spurious wakeups every schedule is fine (the producer sets ready before it notifies, under the lock), so only the spurious wakeup finds this bug.
public class WaitGuardedByIf {
    static final Object LOCK = new Object();
    static boolean ready;
    static int data;

    public static void main(String[] args) throws InterruptedException {
        Thread consumer = new Thread(() -> {
            synchronized (LOCK) {
                if (!ready) {
                    try {
                        LOCK.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                assert ready : "woke up before the data was ready";
                System.out.println(data);
            }
        });
        consumer.start();
        synchronized (LOCK) {
            data = 42;
            ready = true;
            LOCK.notifyAll();
        }
        consumer.join();
    }
}
