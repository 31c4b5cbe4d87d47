// weft: expect ok
// Covers: the lost-update program with AtomicInteger.incrementAndGet; each increment is one atomic read-modify-write, so the count is 2 after both joins on every interleaving.
import java.util.concurrent.atomic.AtomicInteger;

public class AtomicCounter {
    static final AtomicInteger count = new AtomicInteger();

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(count::incrementAndGet);
        Thread b = new Thread(count::incrementAndGet);
        a.start();
        b.start();
        a.join();
        b.join();
        assert count.get() == 2 : "lost update";
        System.out.println("count = " + count.get());
    }
}
