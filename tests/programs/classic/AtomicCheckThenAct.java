// weft: expect assertion
// Covers: check-then-act on an atomic -- each thread does "c.set(c.get() + 1)" (get and set are each atomic, but not together); both can read 0 and write 1, so main's assert c == 2 fails. AtomicInteger accesses are volatile, so there is no data race.
import java.util.concurrent.atomic.AtomicInteger;

public class AtomicCheckThenAct {
    static final AtomicInteger c = new AtomicInteger();

    static void inc() {
        int v = c.get();
        c.set(v + 1);
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(AtomicCheckThenAct::inc);
        Thread t2 = new Thread(AtomicCheckThenAct::inc);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert c.get() == 2 : "lost increment: " + c.get();
        System.out.println("c " + c.get());
    }
}
