// weft: expect ok
// weft: regions expect ok
// Covers: Fig. 1 with the peek moved after the finish: the parent's read region begins only after the finish joined the child, whose write region has ended, so the regions never overlap on any schedule and no task shares the stack outside a region.
import static edu.rice.hj.Module1.*;
import static permission.PermissionChecks.*;

import java.util.ArrayDeque;

public class StackPermissionsFinish {
    public static void main(String[] args) {
        ArrayDeque<Integer> stk = new ArrayDeque<>();
        launchHabaneroApp(() -> {
            finish(() -> {
                async(() -> {
                    acquireW(stk);
                    stk.push(5);
                    releaseW(stk);
                });
            });
            acquireR(stk);
            System.out.println(stk.peek());
            releaseR(stk);
        });
    }
}
