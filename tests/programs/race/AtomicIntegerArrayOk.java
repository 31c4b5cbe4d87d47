// weft: expect no-race
// Covers: per-slot ready flags in an AtomicIntegerArray guard the plain long[] slots: each thread writes its own slot, sets its flag with ready.set(i, 1) (volatile write of element i), waits for the other's flag and reads the other's slot; a volatile write of an AtomicIntegerArray element synchronizes with a later volatile read of the same element, so long[] 0 and long[] 1 are each written before they are read by the other thread; main reads after the joins.
import java.util.concurrent.atomic.AtomicIntegerArray;

public class AtomicIntegerArrayOk {
    static final AtomicIntegerArray ready = new AtomicIntegerArray(2);
    static final long[] slots = new long[2];
    static long sum0;
    static long sum1;

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> {
            slots[0] = 10L;
            ready.set(0, 1);
            while (ready.get(1) == 0) {
                Thread.onSpinWait();
            }
            sum0 = slots[0] + slots[1];
        });
        Thread t1 = new Thread(() -> {
            slots[1] = 20L;
            ready.set(1, 1);
            while (ready.get(0) == 0) {
                Thread.onSpinWait();
            }
            sum1 = slots[0] + slots[1];
        });
        t0.start();
        t1.start();
        t0.join();
        t1.join();
        assert sum0 == 30L && sum1 == 30L : "slot not published";
        System.out.println(sum0 + " " + sum1);
    }
}
