// weft: expect ok
// weft: regions expect ok
// Covers: finish accumulators (newFinishAccumulator with HjOperator.SUM and MAX, registered with finish(a, b, body)): three parallel tasks put into both, from a forasync and a nested async; puts from parallel tasks are not races (the reduction is commutative, and puts add no happens-before edges), and after the finish get returns the same sum and maximum on every schedule. An accumulator used again with a new finish starts again from its identity.
import edu.rice.hj.api.HjFinishAccumulator;
import edu.rice.hj.api.HjOperator;

import static edu.rice.hj.Module1.*;

public class FinishAccumulatorSum {
    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            HjFinishAccumulator sum = newFinishAccumulator(HjOperator.SUM, int.class);
            HjFinishAccumulator max = newFinishAccumulator(HjOperator.MAX, long.class);
            finish(sum, max, () -> {
                forasync(1, 2, (i) -> {
                    sum.put(i);
                    max.put((long) i * 10);
                });
                async(() -> sum.put(4));
            });
            assert sum.get().intValue() == 7 : "sum " + sum.get();
            assert max.get().longValue() == 20 : "max " + max.get();
            finish(sum, () -> async(() -> sum.put(5)));
            assert (int) sum.get() == 5 : "second sum " + sum.get();
            System.out.println(sum.get() + " " + max.get());
        });
    }
}
