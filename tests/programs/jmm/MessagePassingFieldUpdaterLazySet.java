// Publication through AtomicReferenceFieldUpdater.lazySet, read back as a volatile field: lazySet
// is a release write, and the volatile read that sees the reference acquires it, so the box's
// field written before it is seen: v=0 is FORBIDDEN (with a plain field it is allowed: the
// half-built object). The plain data field keeps the fixed point running (a data race).
// weft: outcomes sc "null" "v=1"
// weft: outcomes jmm "null" "v=1"
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

public class MessagePassingFieldUpdaterLazySet {
    static final class Box {
        int v;
    }

    static final class Holder {
        volatile Box ref;
    }

    static final AtomicReferenceFieldUpdater<Holder, Box> REF =
            AtomicReferenceFieldUpdater.newUpdater(Holder.class, Box.class, "ref");

    public static void main(String[] args) throws InterruptedException {
        Holder h = new Holder();
        String[] seen = new String[1];
        Thread writer = new Thread(() -> {
            Box b = new Box();
            b.v = 1;
            REF.lazySet(h, b);
        });
        Thread reader = new Thread(() -> {
            Box b = h.ref;
            seen[0] = b == null ? "null" : "v=" + b.v;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println(seen[0]);
    }
}
