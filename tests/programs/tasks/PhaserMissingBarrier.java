// weft: expect race int[] 0
// weft: expect race int[] 1
// weft: expect assertion
// weft: regions expect race int[] 0
// weft: regions expect race int[] 1
// weft: regions expect assertion
// weft: regions sharing int[][0]
// weft: regions sharing int[][1]
// Covers: PhaserBarrier with the next() after the cross read instead of before it: the reads race with the other task's writes, and on an interleaving where a task reads before the other wrote the assertion fails. Region scheduling runs the first task up to its next() (where it blocks) before the second task writes, so it finds both races (each write precedes the other task's read, unordered) and the stale read too.
import static edu.rice.hj.Module1.*;

public class PhaserMissingBarrier {
    static final int[] cell = new int[2];

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            forallPhased(0, 1, (i) -> {
                cell[i] = i + 1;
                int other = cell[1 - i];
                next();
                assert other == 2 - i : "read " + other;
            });
        });
    }
}
