// weft: expect ok
// weft: regions expect ok
// weft: regions sharing int[][0]
// weft: regions sharing int[][1]
// Covers: phaser barrier (forallPhased with next()): in phase 0 task i writes cell[i]; after next() each task reads the other's cell. Signalling phase 0 happens-before completing the wait for phase 0, so the cross reads are ordered after the writes and nothing races; the assertion on the value read holds on every interleaving. Region scheduling has no region here, so both cells are uncovered sharing (written by one task, read by the other).
import static edu.rice.hj.Module1.*;

public class PhaserBarrier {
    static final int[] cell = new int[2];

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            forallPhased(0, 1, (i) -> {
                cell[i] = i + 1;
                next();
                int other = cell[1 - i];
                assert other == 2 - i : "read " + other;
            });
        });
    }
}
