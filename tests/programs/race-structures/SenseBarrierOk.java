// weft: expect no-race
// Structure: a sense-reversing barrier for two threads: an AtomicInteger arrival count and a volatile boolean `sense`; each thread keeps its own sense, flipped every phase; the last thread to arrive (getAndDecrement returns 1) resets the count and writes sense, the others spin until sense equals their own. Two phases: in phase p thread i writes data[2p + i] and after the barrier reads its partner's data[2p + 1 - i] (a fresh slot per phase, so a fast thread's next-phase write cannot overlap a slow reader).
// Race-free: an early arrival's writes happen-before the last arrival's getAndDecrement (both volatile read-modify-writes of the count), and the last arrival's writes happen-before the early one's exit from its spin, a volatile read of `sense` that sees the last arrival's volatile write; so every read of data[] (int[] 0..3) is ordered after the partner's write; the sums are read by main after the joins.
import java.util.concurrent.atomic.AtomicInteger;

public class SenseBarrierOk {
    static final class Barrier {
        private final int parties;
        private final AtomicInteger count;
        private volatile boolean sense;

        Barrier(int parties) {
            this.parties = parties;
            this.count = new AtomicInteger(parties);
        }

        /** Waits for the phase whose completion sets the shared sense to {@code mySense}. */
        void await(boolean mySense) {
            if (count.getAndDecrement() == 1) {
                count.set(parties);
                sense = mySense;
            } else {
                while (sense != mySense) {
                    Thread.onSpinWait();
                }
            }
        }
    }

    static final Barrier barrier = new Barrier(2);
    static final int[] data = new int[4];
    static int sum0;
    static int sum1;

    static int work(int me) {
        boolean mySense = true;
        int sum = 0;
        for (int phase = 0; phase < 2; phase++) {
            data[2 * phase + me] = 10 * phase + me + 1;
            barrier.await(mySense);
            mySense = !mySense;
            sum += data[2 * phase + 1 - me];
        }
        return sum;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> sum0 = work(0));
        Thread t1 = new Thread(() -> sum1 = work(1));
        t0.start();
        t1.start();
        t0.join();
        t1.join();
        assert sum0 == 2 + 12 && sum1 == 1 + 11 : "barrier let a thread through early";
        System.out.println("sums " + sum0 + " " + sum1);
    }
}
