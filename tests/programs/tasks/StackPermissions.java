// weft: expect exception permission.PermissionViolation
// weft: expect race java.util.ArrayDeque
// weft: regions expect exception permission.PermissionViolation
// Covers: the paper's Fig. 1 and Fig. 2: inside a finish, an async pushes onto a shared stack inside a write region while the parent peeks inside a read region; the two tasks are not ordered, so on the schedule where the child acquires its write region while the parent holds its read region (or the reverse) the permission check reports the overlap. Region scheduling finds it in two states (the parent is preempted right after acquiring its read region). The stack's own accesses happen inside the JDK's ArrayDeque: the full schedule also reports their data race (the two tasks' push and peek are unordered), which weft missed while it trusted the JDK's accesses; region scheduling checks permissions only.
import static edu.rice.hj.Module1.*;
import static permission.PermissionChecks.*;

import java.util.ArrayDeque;

public class StackPermissions {
    public static void main(String[] args) {
        ArrayDeque<Integer> stk = new ArrayDeque<>();
        stk.push(1);
        launchHabaneroApp(() -> {
            finish(() -> {
                async(() -> {
                    acquireW(stk);
                    stk.push(5);
                    releaseW(stk);
                });
                acquireR(stk);
                stk.peek();
                releaseR(stk);
            });
        });
    }
}
