// Store buffering (SB) with AtomicInteger.set/get (volatile) while the program also makes a
// release write (z.lazySet), so the JMM search runs its fixed point instead of taking the
// data-race-free shortcut: volatile accesses are totally ordered, so one of the reads sees the
// other thread's write: r1=0 r2=0 is FORBIDDEN (allowed with lazySet, StoreBufferingLazySet).
// weft: outcomes sc "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
// weft: outcomes jmm "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
import java.util.concurrent.atomic.AtomicInteger;

public class StoreBufferingAtomicVolatile {
    static final AtomicInteger x = new AtomicInteger();
    static final AtomicInteger y = new AtomicInteger();
    static final AtomicInteger z = new AtomicInteger();
    static int r1, r2;

    public static void main(String[] args) throws InterruptedException {
        z.lazySet(1);
        Thread a = new Thread(() -> {
            x.set(1);
            r1 = y.get();
        });
        Thread b = new Thread(() -> {
            y.set(1);
            r2 = x.get();
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("r1=" + r1 + " r2=" + r2);
    }
}
