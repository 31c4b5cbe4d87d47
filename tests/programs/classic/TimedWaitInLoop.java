// weft: expect ok
// Covers: timed wait, fixed -- the consumer waits in "while (!ready)" (re-waiting after a time-out or spurious wakeup) and the producer sets data and ready under the lock before notifyAll, so the consumer only proceeds when data == 42; all accesses hold the lock: no race, and the producer always runs, so the loop always ends.
public class TimedWaitInLoop {
    static final Object lock = new Object();
    static boolean ready;
    static int data;

    static void consume() {
        synchronized (lock) {
            while (!ready) {
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
        Thread consumer = new Thread(TimedWaitInLoop::consume);
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
