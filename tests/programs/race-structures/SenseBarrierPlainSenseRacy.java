// weft: expect race SenseBarrierPlainSenseRacy$Barrier.sense
// weft: expect race int[] 0
// weft: expect race int[] 1
// weft: expect race int[] 2
// weft: expect race int[] 3
// Structure: the same two-thread, two-phase sense-reversing barrier as SenseBarrierOk (AtomicInteger arrival count, shared `sense` flag, per-thread sense flipped each phase; in phase p thread i writes data[2p + i], passes the barrier, reads data[2p + 1 - i]).
// Seeded race: `sense` is a plain boolean. The early arrival's writes still happen-before the last arrival (their getAndDecrement calls are ordered), but the early arrival leaves its spin on a plain read: the last arrival's write of sense races with it (race on Barrier.sense) and the last arrival's data write of that phase is unordered with the early arrival's read of it. Either thread can be last in either phase, so every slot races (int[] 0, 1, 2, 3); the sums are read by main after the joins.
import java.util.concurrent.atomic.AtomicInteger;

public class SenseBarrierPlainSenseRacy {
    static final class Barrier {
        private final int parties;
        private final AtomicInteger count;
        private boolean sense; // seeded: should be volatile

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
