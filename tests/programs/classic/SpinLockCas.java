// weft: expect ok
// Covers: test-and-set spin lock, fixed -- lock() spins on compareAndSet(false, true), which is atomic, so only one thread enters; the unlocking set(false) is a volatile write read by the next successful CAS, ordering the critical sections (no race); the spinner can always exit once the holder (which can always run) unlocks, so no termination verdict.
import java.util.concurrent.atomic.AtomicBoolean;

public class SpinLockCas {
    static final AtomicBoolean locked = new AtomicBoolean();
    static int inside;

    static void lock() {
        while (!locked.compareAndSet(false, true)) {
            Thread.onSpinWait();
        }
    }

    static void work() {
        lock();
        inside++;
        assert inside == 1 : "two threads hold the spin lock";
        inside--;
        locked.set(false);
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(SpinLockCas::work);
        Thread t2 = new Thread(SpinLockCas::work);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("done");
    }
}
