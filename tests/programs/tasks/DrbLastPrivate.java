// weft: expect ok
// weft: regions expect ok
// weft: regions sharing DrbLastPrivate.last
// Covers: DataRaceBench lastprivate done right: each iteration computes into a local and only the last iteration (i == 1) assigns the shared variable, so it has one writer, read after the forall.
import static edu.rice.hj.Module1.*;

public class DrbLastPrivate {
    static int last;

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            forall(0, 1, (i) -> {
                int mine = i * 2;
                if (i == 1) {
                    last = mine;
                }
            });
            System.out.println(last);
        });
    }
}
