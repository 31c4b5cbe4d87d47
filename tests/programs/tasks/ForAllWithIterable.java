// weft: expect ok
// weft: regions expect ok
// weft: regions sharing int[][0]
// weft: regions sharing int[][1]
// weft: regions sharing int[][2]
// Covers: Table I ForAllWithIterable: forall over a List<Integer> of indices; the task for element k writes out[k] only; the list is built before the loop and only read by the tasks (reads do not race), and out is read after the forall.
import static edu.rice.hj.Module1.*;

import java.util.ArrayList;
import java.util.List;

public class ForAllWithIterable {
    static final int[] out = new int[3];

    public static void main(String[] args) {
        List<Integer> items = new ArrayList<>();
        for (int k = 0; k < 3; k++) {
            items.add(k);
        }
        launchHabaneroApp(() -> {
            forall(items, (k) -> {
                out[k] = k + 1;
            });
            System.out.println(out[0] + out[1] + out[2]);
        });
    }
}
