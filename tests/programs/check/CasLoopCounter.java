// weft: expect ok
// Covers: a lock-free increment written as a compare-and-set retry loop on an AtomicInteger (read get(), then compareAndSet(v, v + 1) until it succeeds); a failed CAS means the other thread's increment got in between and the loop retries with the new value, so no update is lost and the value is 2 after the joins; each retry follows a successful CAS by the other thread, so the loop is finite on every schedule.
import java.util.concurrent.atomic.AtomicInteger;

public class CasLoopCounter {
    static final AtomicInteger value = new AtomicInteger();

    static void increment() {
        int v;
        do {
            v = value.get();
        } while (!value.compareAndSet(v, v + 1));
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(CasLoopCounter::increment);
        Thread b = new Thread(CasLoopCounter::increment);
        a.start();
        b.start();
        a.join();
        b.join();
        assert value.get() == 2 : "lost update";
        System.out.println("value = " + value.get());
    }
}
