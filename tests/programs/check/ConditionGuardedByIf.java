// weft: expect assertion
// Covers: Condition.await guarded by `if` instead of `while`: the consumer awaits once unless the item is already there and then asserts it. Condition.await may return spuriously (its specification says callers must re-check in a loop), so the consumer can go on with no item; the producer sets the item before signalling under the lock, so without spurious returns every schedule is fine.
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class ConditionGuardedByIf {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition ready = lock.newCondition();
    static Integer item;

    public static void main(String[] args) throws InterruptedException {
        Thread consumer = new Thread(() -> {
            lock.lock();
            try {
                if (item == null) {
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
