// Message passing (MP) with AtomicInteger: the writer publishes with
// compareAndExchangeAcquire(0, 1), an acquire read and a plain (relaxed) write, the reader
// reads the flag with getAcquire. The update is no release write (and read the initial
// value, which heads no release sequence), so the reader synchronizes with nothing.
// - f=0 d=0, f=0 d=1, f=1 d=1: as with any flag.
// - f=1 d=0: ALLOWED under the JMM: nothing orders data=1 before the data read (before, every
//   update released as a volatile one does). Not sequentially consistent.
// weft: outcomes sc "f=0 d=0" "f=0 d=1" "f=1 d=1"
// weft: outcomes jmm "f=0 d=0" "f=0 d=1" "f=1 d=0" "f=1 d=1"
import java.util.concurrent.atomic.AtomicInteger;

public class MessagePassingAtomicExchangeAcquire {
    static int data;
    static int f, d;
    static final AtomicInteger flag = new AtomicInteger();

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            data = 1;
            flag.compareAndExchangeAcquire(0, 1);
        });
        Thread reader = new Thread(() -> {
            f = flag.getAcquire();
            d = data;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("f=" + f + " d=" + d);
    }
}
