// Store buffering (SB) with AtomicLongFieldUpdater.lazySet on static-free volatile long fields,
// read directly as volatile fields: lazySet is a release write, and a volatile read of the other
// field may still miss it, so r1=0 r2=0 is ALLOWED. With set (a volatile write) instead it is
// forbidden (StoreBufferingVolatile).
// weft: outcomes sc "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
// weft: outcomes jmm "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
import java.util.concurrent.atomic.AtomicLongFieldUpdater;

public class StoreBufferingLongFieldUpdaterLazySet {
    static final class Shared {
        volatile long x;
        volatile long y;
    }

    static final AtomicLongFieldUpdater<Shared> X = AtomicLongFieldUpdater.newUpdater(Shared.class, "x");
    static final AtomicLongFieldUpdater<Shared> Y = AtomicLongFieldUpdater.newUpdater(Shared.class, "y");
    static long r1, r2;

    public static void main(String[] args) throws InterruptedException {
        Shared s = new Shared();
        Thread a = new Thread(() -> {
            X.lazySet(s, 1);
            r1 = s.y;
        });
        Thread b = new Thread(() -> {
            Y.lazySet(s, 1);
            r2 = s.x;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("r1=" + r1 + " r2=" + r2);
    }
}
