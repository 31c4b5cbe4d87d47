// Publication through AtomicReference.lazySet and getAcquire: lazySet is a release write, so a
// reader whose acquire read sees the reference also sees the box's field written before it:
// v=0 is FORBIDDEN (with a plain static field instead it is allowed: the half-built object).
// weft: outcomes sc "null" "v=1"
// weft: outcomes jmm "null" "v=1"
import java.util.concurrent.atomic.AtomicReference;

public class MessagePassingAtomicReferenceLazySet {
    static final class Box {
        int v;
    }

    static final AtomicReference<Box> ref = new AtomicReference<>();

    public static void main(String[] args) throws InterruptedException {
        String[] seen = new String[1];
        Thread writer = new Thread(() -> {
            Box b = new Box();
            b.v = 1;
            ref.lazySet(b);
        });
        Thread reader = new Thread(() -> {
            Box b = ref.getAcquire();
            seen[0] = b == null ? "null" : "v=" + b.v;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println(seen[0]);
    }
}
