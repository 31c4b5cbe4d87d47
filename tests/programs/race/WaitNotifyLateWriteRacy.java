// weft: expect race WaitNotifyLateWriteRacy.data
// Covers: the producer sets `ready` and notifies under LOCK but writes `data` only after leaving the synchronized block; the consumer's lock acquisition synchronizes with the producer's unlock, which precedes the write of data in program order, so the consumer's read of data after the wait is not ordered with that write (race on data); `ready` is only accessed under LOCK, so it does not race.
public class WaitNotifyLateWriteRacy {
    static final Object LOCK = new Object();
    static boolean ready;
    static int data;

    public static void main(String[] args) throws InterruptedException {
        Thread producer = new Thread(() -> {
            synchronized (LOCK) {
                ready = true;
                LOCK.notifyAll();
            }
            data = 42; // too late: after the release
        });
        Thread consumer = new Thread(() -> {
            synchronized (LOCK) {
                while (!ready) {
                    try {
                        LOCK.wait();
                    } catch (InterruptedException e) {
                        throw new AssertionError(e);
                    }
                }
            }
            int seen = data;
            if (seen != 42) {
                // possible: the consumer may run before the write
            }
        });
        consumer.start();
        producer.start();
        producer.join();
        consumer.join();
        System.out.println("data = " + data);
    }
}
