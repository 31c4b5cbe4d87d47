// weft: expect ok
// Covers: Condition.await with interrupts: a waiter awaits a ReentrantLock condition until `ready`, and when interrupted (before or during await, on some schedules; await re-acquires the lock before throwing) counts it and waits again; a signaller sets `ready` and signals under the lock; main interrupts the waiter at an arbitrary point; the waiter re-checks `ready` under the lock before every await, so the signal is never lost and it always ends having seen `ready` (no deadlock); all shared fields are accessed under the lock or after join (no race).
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class ConditionAwaitInterrupt {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition changed = lock.newCondition();
    static boolean ready;
    static boolean sawReady;
    static int interrupts;

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            lock.lock();
            try {
                while (!ready) {
                    try {
                        changed.await();
                    } catch (InterruptedException e) {
                        interrupts++;
                    }
                }
                sawReady = true;
            } finally {
                lock.unlock();
            }
        });
        Thread signaller = new Thread(() -> {
            lock.lock();
            try {
                ready = true;
                changed.signal();
            } finally {
                lock.unlock();
            }
        });
        waiter.start();
        signaller.start();
        waiter.interrupt();
        waiter.join();
        signaller.join();
        assert sawReady : "waiter gave up";
        assert interrupts <= 1 : "interrupts " + interrupts;
        System.out.println("sawReady = " + sawReady);
    }
}
