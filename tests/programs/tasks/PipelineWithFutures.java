// weft: expect ok
// weft: regions expect ok
// weft: regions sharing int[][0]
// weft: regions sharing int[][1]
// weft: regions sharing int[][2]
// Covers: Table I PipelineWithFutures: a three-stage pipeline where each stage is a future that calls get() on the previous stage before reading the shared buffer the previous stage wrote; get() joins the producing task, so each buffer write happens-before the next stage's read, and the main task reads the last stage's value through get().
import static edu.rice.hj.Module1.*;

import edu.rice.hj.api.HjFuture;

public class PipelineWithFutures {
    static final int[] buffer = new int[3];

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            HjFuture<Integer> s0 = future(() -> {
                buffer[0] = 1;
                return 0;
            });
            HjFuture<Integer> s1 = future(() -> {
                int k = s0.get();
                buffer[k + 1] = buffer[k] * 2;
                return k + 1;
            });
            HjFuture<Integer> s2 = future(() -> {
                int k = s1.get();
                buffer[k + 1] = buffer[k] + 3;
                return k + 1;
            });
            int last = s2.get();
            System.out.println(buffer[last]);
        });
    }
}
