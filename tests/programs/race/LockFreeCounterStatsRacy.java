// weft: expect race LockFreeCounterStatsRacy.lastValue
// Covers: a lock-free counter (CAS loop on an AtomicInteger) with a plain "statistics" field lastValue written after each successful CAS without synchronization: a thread's CAS synchronizes only with the other thread's earlier CASes, which precede (not follow) the other's stats write, so the two threads' writes of lastValue are unordered (race); each thread's own Stats.attempts is written by that thread only and read by main after the joins, so LockFreeCounterStatsRacy$Stats.attempts does not race; the counter itself is atomic.
import java.util.concurrent.atomic.AtomicInteger;

public class LockFreeCounterStatsRacy {
    static final class Stats {
        int attempts;
    }

    static final AtomicInteger counter = new AtomicInteger();
    static int lastValue;

    static void increment(Stats stats) {
        int cur;
        do {
            stats.attempts++;
            cur = counter.get();
        } while (!counter.compareAndSet(cur, cur + 1));
        lastValue = cur + 1; // unsynchronized statistics
    }

    public static void main(String[] args) throws InterruptedException {
        Stats sa = new Stats();
        Stats sb = new Stats();
        Thread a = new Thread(() -> {
            increment(sa);
            increment(sa);
        });
        Thread b = new Thread(() -> {
            increment(sb);
            increment(sb);
        });
        a.start();
        b.start();
        a.join();
        b.join();
        assert counter.get() == 4 : "lost increment";
        System.out.println("counter = " + counter.get() + ", last = " + lastValue + ", attempts = " + (sa.attempts + sb.attempts));
    }
}
