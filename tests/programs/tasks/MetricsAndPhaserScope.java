// weft: expect ok
// weft: regions expect ok
// weft: regions sharing int[][0]
// weft: regions sharing int[][1]
// Covers: abstract metrics and finish-scoped phasers as course programs use them: six doWork(1) futures chained by futureNbAwait (A; B, C after A; D after B and C; E after C; F after D and E) give work 6, critical-path length 4 and ideal parallelism 1.5 on every interleaving (asserted against HjMetricsImpl(6, 4, 1.5)); then a phaser created inside a finish and never dropped by its creator, with two forasyncPhased tasks doing next(): the creator leaves it at the end of the finish body, so the barrier completes (no deadlock) and orders each task's write before the other's read (no race). Region scheduling reports the barrier-ordered elements as uncovered sharing.
import edu.rice.hj.api.HjFuture;
import edu.rice.hj.api.HjMetrics;
import edu.rice.hj.api.HjPhaser;
import edu.rice.hj.api.HjPhaserMode;
import edu.rice.hj.runtime.metrics.HjMetricsImpl;
import java.util.Arrays;

import static edu.rice.hj.Module1.*;

public class MetricsAndPhaserScope {
    public static void main(String[] args) {
        int[] cells = new int[2];
        launchHabaneroApp(() -> {
            finish(() -> {
                HjFuture<Integer> a = futureNb(() -> { doWork(1); return 1; });
                HjFuture<Integer> b = futureNbAwait(a, () -> { doWork(1); return 1 + a.safeGet(); });
                HjFuture<Integer> c = futureNbAwait(a, () -> { doWork(1); return 1 + a.safeGet(); });
                HjFuture<Integer> d = futureNbAwait(b, c, () -> { doWork(1); return 1 + Math.max(b.safeGet(), c.safeGet()); });
                HjFuture<Integer> e = futureNbAwait(c, () -> { doWork(1); return 1 + c.safeGet(); });
                futureNbAwait(d, e, () -> { doWork(1); return 1 + Math.max(d.safeGet(), e.safeGet()); });
            });
            HjMetrics metrics = abstractMetrics();
            assert metrics.equals(new HjMetricsImpl(6, 4, 1.5)) : metrics.toString();

            finish(() -> {
                HjPhaser ph = newPhaser(HjPhaserMode.SIG_WAIT);
                forasyncPhased(0, 1, Arrays.asList(ph.inMode(HjPhaserMode.SIG_WAIT)), (i) -> {
                    cells[i] = i + 1;
                    next();
                    cells[1 - i] += 10;
                });
            });
            System.out.println(metrics + " " + Arrays.toString(cells));
        });
    }
}
