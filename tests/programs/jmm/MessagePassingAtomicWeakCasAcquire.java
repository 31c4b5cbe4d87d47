// Message passing (MP) with AtomicInteger: the writer publishes with lazySet(1) (a release
// write), the reader tests the flag with weakCompareAndSetAcquire(1, 2) (f=1 if it
// succeeded): an acquire read that sees a release write synchronizes with it.
// - f=0 d=0, f=0 d=1: the compare-and-set fails on the initial flag; data either way.
// - f=1 d=1: allowed.
// - f=1 d=0: FORBIDDEN: data=1 happens-before the data read (po; sw; po) and hides the
//   initial value.
// weft: outcomes sc "f=0 d=0" "f=0 d=1" "f=1 d=1"
// weft: outcomes jmm "f=0 d=0" "f=0 d=1" "f=1 d=1"
import java.util.concurrent.atomic.AtomicInteger;

public class MessagePassingAtomicWeakCasAcquire {
    static int data;
    static int f, d;
    static final AtomicInteger flag = new AtomicInteger();

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            data = 1;
            flag.lazySet(1);
        });
        Thread reader = new Thread(() -> {
            f = flag.weakCompareAndSetAcquire(1, 2) ? 1 : 0;
            d = data;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("f=" + f + " d=" + d);
    }
}
