// weft: expect no-race
// Covers: ReentrantLock + Condition handoff: the producer writes the plain `data` and `available` and calls signal() while holding the lock; the consumer holds the lock, await()s while !available (await releases and re-acquires the lock), then reads data; all accesses to available and data are under the same lock, so unlock -> lock orders every conflicting pair; main reads after the joins.
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class ConditionHandoffOk {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition ready = lock.newCondition();
    static boolean available;
    static int data;
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        // Condition.await blocks through ForkJoinPool.managedBlock: initialize ForkJoinPool here, before any
        // thread starts, so its <clinit> is not interleaved with the threads (smaller state space, same verdict).
        java.util.concurrent.ForkJoinPool.getCommonPoolParallelism();
        Thread consumer = new Thread(() -> {
            lock.lock();
            try {
                while (!available) {
                    ready.awaitUninterruptibly();
                }
                seen = data;
                available = false;
            } finally {
                lock.unlock();
            }
        });
        Thread producer = new Thread(() -> {
            lock.lock();
            try {
                data = 9;
                available = true;
                ready.signal();
            } finally {
                lock.unlock();
            }
        });
        consumer.start();
        producer.start();
        producer.join();
        consumer.join();
        assert seen == 9 : "handoff lost the data";
        System.out.println("seen = " + seen);
    }
}
