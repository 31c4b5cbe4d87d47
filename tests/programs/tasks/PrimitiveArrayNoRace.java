// weft: expect ok
// weft: regions expect ok
// weft: regions sharing int[][0]
// weft: regions sharing int[][1]
// weft: regions sharing int[][2]
// Covers: Table I PrimitiveArrayNoRace: forall over 0..2 where iteration i writes only a[i] (disjoint elements); the main task reads the array after the forall's implicit finish, which joins every iteration task.
import static edu.rice.hj.Module1.*;

public class PrimitiveArrayNoRace {
    static final int[] a = new int[3];

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            forall(0, 2, (i) -> {
                a[i] = i * 10;
            });
            System.out.println(a[0] + a[1] + a[2]);
        });
    }
}
