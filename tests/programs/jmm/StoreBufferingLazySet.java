// Store buffering (SB) with AtomicInteger.lazySet and get: lazySet is a release write (JDK 9:
// setRelease), which does not order a later load of another variable, even a volatile one, so
// both reads may see the initial values: r1=0 r2=0 is ALLOWED.
// The atomic classes' weaker accessors, called by the program, are the program's accesses in
// their own modes (lazySet a release write, get a volatile read that still may see a release
// write it does not synchronize with).
// weft: outcomes sc "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
// weft: outcomes jmm "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
import java.util.concurrent.atomic.AtomicInteger;

public class StoreBufferingLazySet {
    static final AtomicInteger x = new AtomicInteger();
    static final AtomicInteger y = new AtomicInteger();
    static int r1, r2;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            x.lazySet(1);
            r1 = y.get();
        });
        Thread b = new Thread(() -> {
            y.lazySet(1);
            r2 = x.get();
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("r1=" + r1 + " r2=" + r2);
    }
}
