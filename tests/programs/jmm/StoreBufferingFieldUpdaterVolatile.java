// Store buffering (SB) with AtomicIntegerFieldUpdater.set (a volatile write, putIntVolatile)
// and get: volatile accesses are sequentially consistent, so r1=0 r2=0 stays FORBIDDEN under
// the JMM, now that the updater's accesses are recorded with the field's other accesses.
// weft: outcomes sc "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
// weft: outcomes jmm "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

public class StoreBufferingFieldUpdaterVolatile {
    static final class Shared {
        volatile int x;
        volatile int y;
        int unused;
    }

    static final AtomicIntegerFieldUpdater<Shared> X = AtomicIntegerFieldUpdater.newUpdater(Shared.class, "x");
    static final AtomicIntegerFieldUpdater<Shared> Y = AtomicIntegerFieldUpdater.newUpdater(Shared.class, "y");
    static int r1, r2;

    public static void main(String[] args) throws InterruptedException {
        Shared s = new Shared();
        Thread a = new Thread(() -> {
            X.set(s, 1);
            r1 = Y.get(s);
            s.unused = 1;
        });
        Thread b = new Thread(() -> {
            Y.set(s, 1);
            r2 = X.get(s);
            s.unused = 2;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("r1=" + r1 + " r2=" + r2);
    }
}
