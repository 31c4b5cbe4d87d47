// weft: expect ok
// weft: regions expect ok
// Covers: Table I VectorAdd: forall over 0..2 computing c[i] = a[i] + b[i]; a and b are only read, each c[i] written by one task, c read after the forall. Annotated with element regions (read a[i] and b[i], write c[i]) that never overlap between tasks.
import static edu.rice.hj.Module1.*;
import static permission.PermissionChecks.*;

public class VectorAdd {
    static final int[] a = {1, 2, 3};
    static final int[] b = {4, 5, 6};
    static final int[] c = new int[3];

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            forall(0, 2, (i) -> {
                acquireR(a, i);
                acquireR(b, i);
                acquireW(c, i);
                c[i] = a[i] + b[i];
                releaseW(c, i);
                releaseR(b, i);
                releaseR(a, i);
            });
            System.out.println(c[0] + c[1] + c[2]);
        });
    }
}
