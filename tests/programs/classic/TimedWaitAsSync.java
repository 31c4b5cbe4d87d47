// weft: expect assertion
// Covers: timed wait used as synchronization -- the consumer does a single "if (!ready) lock.wait(100)" and then uses data as if the producer had run; the wait can time out (or wake spuriously) before the producer gets the lock, so the consumer reads data == 0 and its assert fails. data and ready are only accessed under the lock, so no race; the consumer never blocks forever, so no deadlock.
public class TimedWaitAsSync {
    static final Object lock = new Object();
    static boolean ready;
    static int data;

    static void consume() {
        synchronized (lock) {
            if (!ready) {
                try {
                    lock.wait(100);
                } catch (InterruptedException e) {
                    return;
                }
            }
            assert data == 42 : "used data before it was produced";
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread consumer = new Thread(TimedWaitAsSync::consume);
        consumer.start();
        synchronized (lock) {
            data = 42;
            ready = true;
            lock.notifyAll();
        }
        consumer.join();
        System.out.println("done");
    }
}
