// weft: expect no-race
// Covers: a failed compareAndSet is still a volatile read: thread a writes the plain `data` and then flag.set(1); thread b tries flag.compareAndSet(0, 5) and reads `data` only when the CAS fails; AtomicInteger.compareAndSet reads the current value with getVolatile semantics whether or not it succeeds (VarHandle.compareAndSet), so a CAS that fails because it sees 1 synchronizes-with the set(1) and orders the write of data before b's read; when the CAS succeeds b does not read data.
import java.util.concurrent.atomic.AtomicInteger;

public class AtomicFailedCasOk {
    static final AtomicInteger flag = new AtomicInteger();
    static int data;
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            data = 42;
            flag.set(1);
        });
        Thread b = new Thread(() -> {
            if (!flag.compareAndSet(0, 5)) {
                seen = data;
            }
        });
        a.start();
        b.start();
        a.join();
        b.join();
        assert seen == -1 || seen == 42 : "failed CAS did not synchronize";
        System.out.println("seen = " + seen);
    }
}
