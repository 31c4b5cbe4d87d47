// 2+2W with AtomicInteger.lazySet and getAndSet: each thread makes a release write to one
// atomic, then a read-modify-write of the other. A read-modify-write reads its immediate
// predecessor in the modification order, which need not be the latest write of the
// interleaving: each getAndSet may read the initial value and come before the other thread's
// lazySet in the modification order, so x=1 y=1 r1=0 r2=0 is ALLOWED (C11/RC11; impossible in
// any interleaving). Atomicity forbids the rest: a getAndSet that read 0 comes right after the
// initial value, so the other thread's lazySet comes after it and wins (x=2 y=2 with r1=0 or
// r2=0 is FORBIDDEN; weft produced both while updates read the latest write of the path).
// weft: outcomes sc "x=1 y=2 r1=1 r2=0" "x=2 y=1 r1=0 r2=1" "x=2 y=2 r1=1 r2=1"
// weft: outcomes jmm "x=1 y=2 r1=1 r2=0" "x=2 y=1 r1=0 r2=1" "x=2 y=2 r1=1 r2=1" "x=1 y=1 r1=0 r2=0"
import java.util.concurrent.atomic.AtomicInteger;

public class TwoPlusTwoWritesLazySetGetAndSet {
    static final AtomicInteger x = new AtomicInteger();
    static final AtomicInteger y = new AtomicInteger();
    static int r1, r2;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            x.lazySet(1);
            r1 = y.getAndSet(2);
        });
        Thread b = new Thread(() -> {
            y.lazySet(1);
            r2 = x.getAndSet(2);
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("x=" + x.get() + " y=" + y.get() + " r1=" + r1 + " r2=" + r2);
    }
}
