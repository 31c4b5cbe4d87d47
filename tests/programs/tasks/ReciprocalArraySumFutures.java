// weft: expect ok
// weft: regions expect ok
// Covers: Table I ReciprocalArraySum with futures: two futures each return the sum of one half; the halves are only read (no race on x) and the results cross tasks through get().
import static edu.rice.hj.Module1.*;

import edu.rice.hj.api.HjFuture;

public class ReciprocalArraySumFutures {
    static final double[] x = {1, 2, 4, 8};

    static double sum(int from, int to) {
        double s = 0;
        for (int i = from; i < to; i++) {
            s += 1 / x[i];
        }
        return s;
    }

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            HjFuture<Double> lower = future(() -> sum(0, 2));
            HjFuture<Double> upper = future(() -> sum(2, 4));
            System.out.println(lower.get() + upper.get());
        });
    }
}
