// weft: expect ok
// Covers: Table I VectorAdd: forall over 0..2 computing c[i] = a[i] + b[i]; a and b are only read, each c[i] written by one task, c read after the forall.
import static edu.rice.hj.Module1.*;

public class VectorAdd {
    static final int[] a = {1, 2, 3};
    static final int[] b = {4, 5, 6};
    static final int[] c = new int[3];

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            forall(0, 2, (i) -> {
                c[i] = a[i] + b[i];
            });
            System.out.println(c[0] + c[1] + c[2]);
        });
    }
}
