// weft: expect no-race
// Covers: lazySet is a release write (setRelease) and get() a volatile read: the writer fills a mutable Node (plain value) and publishes it with AtomicReference.lazySet, writes the plain `data` and then count.lazySet(1); the reader get()s the reference and the counter and reads the plain fields only after seeing the published values; a release write followed by an acquire (here volatile) read of the value it wrote is a happens-before edge, so both handoffs are race-free.
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

public class AtomicLazySetOk {
    static final class Node {
        int value;
    }

    static final AtomicReference<Node> ref = new AtomicReference<>();
    static final AtomicInteger count = new AtomicInteger();
    static int data;
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            Node n = new Node();
            n.value = 5;
            ref.lazySet(n);
            data = 7;
            count.lazySet(1);
        });
        Thread reader = new Thread(() -> {
            int s = 0;
            Node n = ref.get();
            if (n != null) {
                s += n.value;
            }
            if (count.get() == 1) {
                s += data;
            }
            seen = s;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        assert seen == 0 || seen == 5 || seen == 12 : "lazySet handoff lost data";
        System.out.println("seen = " + seen);
    }
}
