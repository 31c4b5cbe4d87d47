// weft: expect race PhaserSplitPhase.late
// Covers: split-phase synchronization: a task registered in signal mode signals and then writes late; a task in wait mode reads early after doWait (ordered: the signal happens-before the wait's end) and then late (not ordered: written after the signal), so late is the one race. Signals do not order the signaller after anything, so the race is not hidden.
// weft: regions expect race PhaserSplitPhase.late
// weft: regions sharing PhaserSplitPhase.early
// weft: regions sharing PhaserSplitPhase.late
import static edu.rice.hj.Module1.*;

import edu.rice.hj.api.HjPhaser;
import edu.rice.hj.api.HjPhaserMode;

public class PhaserSplitPhase {
    static int early;
    static int late;

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            finish(() -> {
                HjPhaser ph = newPhaser(HjPhaserMode.SIG_WAIT);
                asyncPhased(ph.inMode(HjPhaserMode.SIG), () -> {
                    early = 1;
                    signal();
                    late = 2;
                });
                asyncPhased(ph.inMode(HjPhaserMode.WAIT), () -> {
                    doWait();
                    System.out.println(early + late);
                });
                ph.drop();
            });
        });
    }
}
