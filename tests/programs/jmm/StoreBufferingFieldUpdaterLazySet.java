// Store buffering (SB) with AtomicIntegerFieldUpdater.lazySet and get on two volatile fields of
// a shared object: the updater's lazySet is a release write (putIntRelease), which does not
// order a later load of another variable, even a volatile one, so r1=0 r2=0 is ALLOWED, as with
// AtomicInteger.lazySet (StoreBufferingLazySet). The field updaters' methods, called by the
// program, are the program's accesses to its own field in their modes.
// weft: outcomes sc "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
// weft: outcomes jmm "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

public class StoreBufferingFieldUpdaterLazySet {
    static final class Shared {
        volatile int x;
        volatile int y;
    }

    static final AtomicIntegerFieldUpdater<Shared> X = AtomicIntegerFieldUpdater.newUpdater(Shared.class, "x");
    static final AtomicIntegerFieldUpdater<Shared> Y = AtomicIntegerFieldUpdater.newUpdater(Shared.class, "y");
    static int r1, r2;

    public static void main(String[] args) throws InterruptedException {
        Shared s = new Shared();
        Thread a = new Thread(() -> {
            X.lazySet(s, 1);
            r1 = Y.get(s);
        });
        Thread b = new Thread(() -> {
            Y.lazySet(s, 1);
            r2 = X.get(s);
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("r1=" + r1 + " r2=" + r2);
    }
}
