// weft: expect deadlock
// Covers: a lost signal on a ReentrantLock Condition: a waiter calls READY.await() once with no condition loop or flag, main calls READY.signal() once; if main signals before the waiter awaits the signal is lost and the waiter waits forever while main joins it (deadlock), otherwise (or after a spurious wakeup) the program ends normally. The report names the Condition, which ReentrantLock.newCondition allocates inside the JDK, by the program's line that created it.
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class ConditionLostSignal {
    static final ReentrantLock LOCK = new ReentrantLock();
    static final Condition READY = LOCK.newCondition();

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            LOCK.lock();
            try {
                READY.await();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            } finally {
                LOCK.unlock();
            }
        });
        waiter.start();
        LOCK.lock();
        try {
            READY.signal();
        } finally {
            LOCK.unlock();
        }
        waiter.join();
    }
}
