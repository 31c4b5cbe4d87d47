// weft: expect race int[] 1
// Covers: Table I PrimitiveArrayRace: two iterations of a forall, iteration i reads a[i] and writes a[i+1]; iteration 0 writes a[1] while iteration 1 reads it, with nothing ordering the two tasks. a[0] is only read and a[2] only written, so element 1 is the only race.
import static edu.rice.hj.Module1.*;

public class PrimitiveArrayRace {
    static final int[] a = new int[3];

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            forall(0, 1, (i) -> {
                a[i + 1] = a[i] + 1;
            });
            System.out.println(a[2]);
        });
    }
}
