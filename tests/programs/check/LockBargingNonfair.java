// weft: expect assertion
// Covers: a nonfair ReentrantLock lets a newcomer barge past a queued thread. Main holds the lock until first is parked in its queue (hasQueuedThread), then starts second and unlocks: the release wakes first, but second's lock() may take the free lock before first runs again, so second can acquire before first although first queued earlier. The assertion that first wins fails on that schedule (a fair lock forbids it: LockHandoffFair).
import java.util.concurrent.locks.ReentrantLock;

public class LockBargingNonfair {
    static final ReentrantLock lock = new ReentrantLock();
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
        assert order[0] == 1 : "second barged past the queued first";
    }
}
