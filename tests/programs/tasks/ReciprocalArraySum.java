// weft: expect ok
// weft: regions expect ok
// weft: regions sharing ReciprocalArraySum.lower
// Covers: Table I ReciprocalArraySum: the main task sums 1/x over the upper half while one async sums the lower half into its own field; the fields are disjoint and the main task reads the async's field only after the finish joined it.
import static edu.rice.hj.Module1.*;

public class ReciprocalArraySum {
    static final double[] x = {1, 2, 4, 8};
    static double lower;
    static double upper;

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            finish(() -> {
                async(() -> {
                    for (int i = 0; i < x.length / 2; i++) {
                        lower += 1 / x[i];
                    }
                });
                for (int i = x.length / 2; i < x.length; i++) {
                    upper += 1 / x[i];
                }
            });
            System.out.println(lower + upper);
        });
    }
}
