// weft: expect ok
// Covers: Condition.await guarded by `while`: spurious returns of await (explored by default) are re-checked, so the assertion holds on every schedule.
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class ConditionGuardedByWhile {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition ready = lock.newCondition();
    static Integer item;

    public static void main(String[] args) throws InterruptedException {
        Thread consumer = new Thread(() -> {
            lock.lock();
            try {
                while (item == null) {
                    ready.await();
                }
                assert item != null : "await returned before the item was put";
            } catch (InterruptedException e) {
                return;
            } finally {
                lock.unlock();
            }
        });
        consumer.start();
        lock.lock();
        try {
            item = 42;
            ready.signal();
        } finally {
            lock.unlock();
        }
        consumer.join();
    }
}
