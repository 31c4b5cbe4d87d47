// weft: expect race ConditionCheckOutsideLockRacy.available
// weft: expect race ConditionCheckOutsideLockRacy.data
// Covers: the consumer "optimizes" by testing the plain `available` before taking the lock and reads `data` after the lock-protected wait: if the producer has already finished, the consumer sees available == true without ever acquiring the lock, so its reads of available and data are unordered with the producer's locked writes (both race); a lock, await or signal in one thread orders nothing for a thread that never acquires the lock.
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class ConditionCheckOutsideLockRacy {
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
            if (!available) { // unlocked fast path
                lock.lock();
                try {
                    while (!available) {
                        ready.awaitUninterruptibly();
                    }
                } finally {
                    lock.unlock();
                }
            }
            seen = data;
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
        System.out.println("seen = " + seen);
    }
}
