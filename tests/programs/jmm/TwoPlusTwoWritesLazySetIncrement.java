// 2+2W with AtomicInteger.lazySet and getAndIncrement (JDK code: Unsafe.getAndAddInt, a loop
// of a volatile read and a weak compare-and-set): an increment reads its immediate predecessor
// in the modification order, so each may read the initial value and come before the other
// thread's lazySet: x=1 y=1 r1=0 r2=0 is ALLOWED (C11/RC11; no interleaving gives it). No
// increment is lost or torn from its read: an increment that read 0 wrote 1 right after the
// initial value, and the other thread's lazySet of 1 comes after it, so a final 2 always goes
// with the increment having read 1 (x=2 with r2=0, or y=2 with r1=0, is FORBIDDEN).
// weft: outcomes sc "x=1 y=2 r1=1 r2=0" "x=2 y=1 r1=0 r2=1" "x=2 y=2 r1=1 r2=1"
// weft: outcomes jmm "x=1 y=2 r1=1 r2=0" "x=2 y=1 r1=0 r2=1" "x=2 y=2 r1=1 r2=1" "x=1 y=1 r1=0 r2=0"
import java.util.concurrent.atomic.AtomicInteger;

public class TwoPlusTwoWritesLazySetIncrement {
    static final AtomicInteger x = new AtomicInteger();
    static final AtomicInteger y = new AtomicInteger();
    static int r1, r2;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            x.lazySet(1);
            r1 = y.getAndIncrement();
        });
        Thread b = new Thread(() -> {
            y.lazySet(1);
            r2 = x.getAndIncrement();
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("x=" + x.get() + " y=" + y.get() + " r1=" + r1 + " r2=" + r2);
    }
}
