// weft: expect race TicketLockPlainServingRacy$TicketLock.nowServing
// weft: expect race TicketLockPlainServingRacy.counter
// Structure: a ticket lock: lock() draws a ticket with nextTicket.getAndIncrement() and spins until nowServing equals it, unlock() advances nowServing; two threads each increment the plain `counter` once while holding it.
// Seeded race: nowServing is a plain int instead of a volatile. The only synchronization between the threads is the ticket draw, and the holder's critical section and its unlock() come after its draw, so the second holder's spin read of nowServing races with the first holder's `nowServing = nowServing + 1` (race on TicketLock.nowServing) and its counter++ with the first holder's (race on counter). main reads after the joins.
import java.util.concurrent.atomic.AtomicInteger;

public class TicketLockPlainServingRacy {
    static final class TicketLock {
        private final AtomicInteger nextTicket = new AtomicInteger();
        private int nowServing; // seeded: should be volatile

        void lock() {
            int ticket = nextTicket.getAndIncrement();
            while (nowServing != ticket) {
                Thread.onSpinWait();
            }
        }

        void unlock() {
            nowServing = nowServing + 1;
        }
    }

    static final TicketLock lock = new TicketLock();
    static int counter;

    static void work() {
        lock.lock();
        try {
            counter++;
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(TicketLockPlainServingRacy::work);
        Thread b = new Thread(TicketLockPlainServingRacy::work);
        a.start();
        b.start();
        a.join();
        b.join();
        assert counter == 2 : "ticket lock let two in";
        System.out.println("counter = " + counter);
    }
}
