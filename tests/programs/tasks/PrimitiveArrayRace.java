// weft: expect race int[] 1
// weft: expect exception permission.PermissionViolation
// weft: regions expect exception permission.PermissionViolation
// weft: regions expect race int[] 1
// Covers: Table I PrimitiveArrayRace: two iterations of a forall, iteration i reads a[i] and writes a[i+1]; iteration 0 writes a[1] while iteration 1 reads it, with nothing ordering the two tasks. The accesses are annotated with element permission regions (read a[i], write a[i+1]), so region scheduling reports the overlap on a[1] as a permission violation. a[0] is only read and a[2] only written, so element 1 is the only race. Both modes report both: the race on the schedules where the regions do not overlap in time, the permission violation where they do.
import static edu.rice.hj.Module1.*;
import static permission.PermissionChecks.*;

public class PrimitiveArrayRace {
    static final int[] a = new int[3];

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            forall(0, 1, (i) -> {
                acquireR(a, i);
                acquireW(a, i + 1);
                a[i + 1] = a[i] + 1;
                releaseW(a, i + 1);
                releaseR(a, i);
            });
            System.out.println(a[2]);
        });
    }
}
