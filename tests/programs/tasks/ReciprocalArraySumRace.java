// weft: expect race ReciprocalArraySumRace.total
// weft: regions expect race ReciprocalArraySumRace.total
// weft: regions sharing ReciprocalArraySumRace.total
// Covers: ReciprocalArraySum written wrongly: both halves add into one shared field total (an async and the main task), a read-modify-write race.
import static edu.rice.hj.Module1.*;

public class ReciprocalArraySumRace {
    static final double[] x = {1, 2, 4, 8};
    static double total;

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            finish(() -> {
                async(() -> {
                    total += 1 / x[0] + 1 / x[1];
                });
                total += 1 / x[2] + 1 / x[3];
            });
            System.out.println(total);
        });
    }
}
