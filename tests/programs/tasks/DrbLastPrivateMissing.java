// weft: expect race DrbLastPrivateMissing.last
// weft: regions expect race DrbLastPrivateMissing.last
// weft: regions sharing DrbLastPrivateMissing.last
// Covers: DataRaceBench lastprivatemissing: every iteration of the forall assigns the shared variable last (meant to be last-private: only the last iteration's value should survive), a write-write race between the iterations.
import static edu.rice.hj.Module1.*;

public class DrbLastPrivateMissing {
    static int last;

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            forall(0, 1, (i) -> {
                last = i;
            });
            System.out.println(last);
        });
    }
}
