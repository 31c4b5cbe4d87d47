// Two threads increment an AtomicInteger (getAndIncrement, incrementAndGet: read-modify-writes,
// atomic in every memory model) while a third writes it with lazySet (a release write) before
// they start. Read-modify-writes read the latest write, so no increment is lost; a getPlain
// after the joins (which happen-after every write) sees the last one: only c=3.
// weft: outcomes sc "c=3"
// weft: outcomes jmm "c=3"
import java.util.concurrent.atomic.AtomicInteger;

public class AtomicCounterUpdates {
    static final AtomicInteger c = new AtomicInteger();

    public static void main(String[] args) throws InterruptedException {
        c.lazySet(1);
        Thread a = new Thread(() -> c.getAndIncrement());
        Thread b = new Thread(() -> c.incrementAndGet());
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("c=" + c.getPlain());
    }
}
