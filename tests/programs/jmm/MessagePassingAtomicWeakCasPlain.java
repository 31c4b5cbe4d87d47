// Message passing (MP) with AtomicInteger: the writer publishes with a volatile set(1), the
// reader tests the flag with weakCompareAndSetPlain(1, 2) (f=1 if it succeeded): a plain
// compare-and-set, whose read synchronizes with nothing, not even with a volatile write it
// reads (JDK 9 memory order modes; C11 relaxed).
// - f=0 d=0, f=0 d=1: the compare-and-set fails on the initial flag; data either way.
// - f=1 d=1: allowed.
// - f=1 d=0: ALLOWED under the JMM: no happens-before edge orders data=1 before the data read
//   (before, weft's weakCompareAndSetPlain took the clock of the write it read, and missed
//   it). Not sequentially consistent.
// weft: outcomes sc "f=0 d=0" "f=0 d=1" "f=1 d=1"
// weft: outcomes jmm "f=0 d=0" "f=0 d=1" "f=1 d=0" "f=1 d=1"
import java.util.concurrent.atomic.AtomicInteger;

public class MessagePassingAtomicWeakCasPlain {
    static int data;
    static int f, d;
    static final AtomicInteger flag = new AtomicInteger();

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            data = 1;
            flag.set(1);
        });
        Thread reader = new Thread(() -> {
            f = flag.weakCompareAndSetPlain(1, 2) ? 1 : 0;
            d = data;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("f=" + f + " d=" + d);
    }
}
