// weft: expect assertion
// weft: expect race SpinLockBroken.inside
// Covers: broken test-and-set spin lock -- lock() spins "while (locked.get())" and then does a separate locked.set(true); both threads can see false and both enter, so the plain counter inside is accessed concurrently (its accesses are ordered by no release/acquire pair: race) and the mutual-exclusion assert fails. The spin always ends once the holder unlocks, so no termination verdict.
import java.util.concurrent.atomic.AtomicBoolean;

public class SpinLockBroken {
    static final AtomicBoolean locked = new AtomicBoolean();
    static int inside;

    static void lock() {
        while (locked.get()) {
            Thread.onSpinWait();
        }
        locked.set(true);
    }

    static void work() {
        lock();
        inside++;
        assert inside == 1 : "two threads hold the spin lock";
        inside--;
        locked.set(false);
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(SpinLockBroken::work);
        Thread t2 = new Thread(SpinLockBroken::work);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("done");
    }
}
