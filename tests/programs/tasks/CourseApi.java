// weft: expect ok
// weft: regions expect ok
// weft: regions sharing int[][1]
// weft: regions sharing int[][2]
// weft: regions sharing int[][3]
// Covers: HJlib API used by course programs, compiled unmodified against weft's jar: HjSystemProperty, a rectangular region split with myGroup and walked with forseqNb inside forall (each group writes only its own elements: no race), futureNbAwait chains read with safeGet (each future waits for its inputs: no race), and forasyncPhased over a caller's phaser list with next() as a barrier (phase 0 writes, phase 1 reads the neighbour's element: no race). Region scheduling reports as uncovered sharing the elements ordered by the phaser (seen[1], seen[2]) or by the end of forall (squares[3], read by the main task's assertion): ordered, but not annotated with regions.
import edu.rice.hj.api.HjFuture;
import edu.rice.hj.api.HjPhaser;
import edu.rice.hj.api.HjPhaserMode;
import edu.rice.hj.api.HjPhaserPair;
import edu.rice.hj.api.HjRegion;
import edu.rice.hj.runtime.config.HjSystemProperty;
import java.util.Arrays;
import java.util.List;

import static edu.rice.hj.Module1.*;

public class CourseApi {
    public static void main(String[] args) {
        HjSystemProperty.numWorkers.set(2);
        int[] squares = new int[4];
        int[] seen = new int[3];
        launchHabaneroApp(() -> {
            HjRegion.HjRegion1D space = newRectangularRegion1D(0, 3);
            forall(0, 1, (g) -> forseqNb(myGroup(g, space, 2), (i) -> squares[i] = i * i));
            assert squares[3] == 9;

            HjFuture<Integer> a = futureNb(() -> 1);
            HjFuture<Integer> b = futureNbAwait(a, () -> a.safeGet() + 1);
            HjFuture<Integer> c = futureNbAwait(a, b, () -> a.safeGet() + b.safeGet());
            assert c.get() == 3;

            finish(() -> {
                HjPhaser ph = newPhaser(HjPhaserMode.SIG_WAIT);
                List<HjPhaserPair> phases = Arrays.asList(ph.inMode(HjPhaserMode.SIG_WAIT));
                forasyncPhased(1, 2, phases, (i) -> {
                    seen[i] = i;
                    next();
                    seen[i - 1] += seen[3 - i];
                });
                ph.drop();
            });
            System.out.println(Arrays.toString(squares) + " " + c.get() + " " + Arrays.toString(seen));
        });
    }
}
