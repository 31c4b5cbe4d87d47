// weft: expect no-race
// Covers: a ticket lock on two AtomicIntegers: lock() takes a ticket with next.getAndIncrement() and spins until serving.get() equals it, unlock() does serving.set(ticket + 1); the holder's set is a volatile write that the next ticket holder's get() (which sees that value) synchronizes with, so the plain fields `counter` and `holder` (read and written only while holding the lock) are ordered; two acquisitions per thread, main reads after the joins.
import java.util.concurrent.atomic.AtomicInteger;

public class TicketLockOk {
    static final class TicketLock {
        private final AtomicInteger next = new AtomicInteger();
        private final AtomicInteger serving = new AtomicInteger();

        int lock() {
            int ticket = next.getAndIncrement();
            while (serving.get() != ticket) {
                Thread.onSpinWait();
            }
            return ticket;
        }

        void unlock(int ticket) {
            serving.set(ticket + 1);
        }
    }

    static final TicketLock lock = new TicketLock();
    static int counter;
    static int holder;

    static void work(int id) {
        for (int i = 0; i < 2; i++) {
            int t = lock.lock();
            try {
                holder = id;
                counter++;
                assert holder == id : "two holders";
            } finally {
                lock.unlock(t);
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> work(1));
        Thread b = new Thread(() -> work(2));
        a.start();
        b.start();
        a.join();
        b.join();
        assert counter == 4 : "ticket lock let two in";
        System.out.println("counter = " + counter + ", last holder = " + holder);
    }
}
