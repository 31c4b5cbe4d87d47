// weft: expect ok
// Covers: a fair ReentrantLock hands the lock to the longest-waiting thread. Main holds the lock until first is parked in its queue (hasQueuedThread), then starts second and unlocks: second's lock() sees a queued predecessor and queues behind first, so first always acquires first, on every schedule, also those where second calls lock() between the release and first's wakeup (the nonfair lock of LockBargingNonfair lets second barge there).
import java.util.concurrent.locks.ReentrantLock;

public class LockHandoffFair {
    static final ReentrantLock lock = new ReentrantLock(true);
    static final int[] order = new int[2];
    static int next;

    static void take(int id) {
        lock.lock();
        try {
            order[next++] = id;
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread first = new Thread(() -> take(1));
        Thread second = new Thread(() -> take(2));
        lock.lock();
        try {
            first.start();
            while (!lock.hasQueuedThread(first)) {
                Thread.yield();
            }
            second.start();
        } finally {
            lock.unlock();
        }
        first.join();
        second.join();
        assert order[0] == 1 : "the fair lock let second barge";
    }
}
