// weft: expect ok
// Covers: atomic increment, fixed -- a compareAndSet retry loop makes the read-modify-write atomic, so both increments land (c == 2); atomics are volatile, so no race; the CAS loop retries at most once per conflicting increment, so it always ends.
import java.util.concurrent.atomic.AtomicInteger;

public class AtomicCheckThenActFixed {
    static final AtomicInteger c = new AtomicInteger();

    static void inc() {
        while (true) {
            int v = c.get();
            if (c.compareAndSet(v, v + 1)) return;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(AtomicCheckThenActFixed::inc);
        Thread t2 = new Thread(AtomicCheckThenActFixed::inc);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert c.get() == 2 : "lost increment: " + c.get();
        System.out.println("c " + c.get());
    }
}
