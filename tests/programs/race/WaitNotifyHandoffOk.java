// weft: expect no-race
// Covers: wait/notify handoff: the producer writes the plain `data`, then sets the plain `ready` and notifies inside synchronized (LOCK); the consumer waits in synchronized (LOCK) while !ready and reads data after leaving the block; ready is only touched under LOCK, and the consumer can only see ready == true in a critical section that follows the producer's (unlock -> lock, wait re-acquires the monitor), so the producer's earlier write of data happens-before the consumer's read and write of data; main reads after the joins.
public class WaitNotifyHandoffOk {
    static final Object LOCK = new Object();
    static boolean ready;
    static int data;

    public static void main(String[] args) throws InterruptedException {
        Thread producer = new Thread(() -> {
            data = 42;
            synchronized (LOCK) {
                ready = true;
                LOCK.notifyAll();
            }
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
            assert seen == 42 : "handoff lost the data";
            data = seen + 1;
        });
        consumer.start();
        producer.start();
        producer.join();
        consumer.join();
        System.out.println("data = " + data);
    }
}
