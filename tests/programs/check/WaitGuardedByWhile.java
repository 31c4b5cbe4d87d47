// weft: expect ok
// Covers: the correct form of WaitGuardedByIf: the consumer re-checks `ready` in a `while` loop around wait(), so a spurious wakeup (JLS 17.2.1) only sends it back to waiting, and it uses the data only once the producer has set ready under the lock; ok on every schedule, spurious wakeups included.
public class WaitGuardedByWhile {
    static final Object LOCK = new Object();
    static boolean ready;
    static int data;

    public static void main(String[] args) throws InterruptedException {
        Thread consumer = new Thread(() -> {
            synchronized (LOCK) {
                while (!ready) {
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
