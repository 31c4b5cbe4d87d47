// weft: expect race IntegerCounterRace.counter
// weft: expect assertion
// weft: regions expect race IntegerCounterRace.counter
// weft: regions sharing IntegerCounterRace.counter
// Covers: the IntegerCounterIsolated program without isolated: two tasks do counter++ unsynchronized, a read-modify-write race; on the interleaving where both read 0 one increment is lost and the assertion after the finish fails. Region scheduling has no scheduling point inside counter++, so it finds the race (the happens-before summary needs no interleaving for it) but not the lost update, and reports the counter as uncovered sharing.
import static edu.rice.hj.Module1.*;

public class IntegerCounterRace {
    static int counter;

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            finish(() -> {
                for (int t = 0; t < 2; t++) {
                    async(() -> counter++);
                }
            });
            assert counter == 2 : "lost update: " + counter;
        });
    }
}
