// weft: expect ok
// weft: regions expect ok
// weft: regions sharing int[][0]
// weft: regions sharing int[][1]
// Covers: exceptions thrown in tasks are collected by the enclosing finish, as HJlib does: two asyncs throw, the finish waits for both and then throws one edu.rice.hj.runtime.util.MultipleExceptions carrying both, which the program catches; a future whose task throws rethrows the exception from get (and its finish collects it too). Nothing escapes, so the program is correct under both modes, and the exceptions add no happens-before edge between the failing tasks (each writes its own element). Region scheduling lists seen[0] and seen[1] as uncovered sharing: the main task reads them after the finish, ordered but not annotated.
import edu.rice.hj.api.HjFuture;
import edu.rice.hj.runtime.util.MultipleExceptions;

import static edu.rice.hj.Module1.*;

public class FinishExceptionsCaught {
    public static void main(String[] args) {
        int[] seen = new int[2];
        launchHabaneroApp(() -> {
            int caught = 0;
            try {
                finish(() -> {
                    async(() -> {
                        seen[0] = 1;
                        throw new IllegalStateException("first");
                    });
                    async(() -> {
                        seen[1] = 1;
                        throw new IllegalArgumentException("second");
                    });
                });
            } catch (MultipleExceptions e) {
                caught = e.getExceptions().size();
            }
            assert caught == 2 : "caught " + caught;
            assert seen[0] == 1 && seen[1] == 1;
            try {
                finish(() -> {
                    HjFuture<Integer> f = future(() -> Integer.parseInt("x"));
                    try {
                        f.get();
                        assert false : "get returned";
                    } catch (NumberFormatException expected) {
                        seen[0] = 2;
                    }
                });
                assert false : "the finish did not throw";
            } catch (MultipleExceptions e) {
                assert e.getExceptions().get(0) instanceof NumberFormatException;
            }
            System.out.println(caught + " " + seen[0]);
        });
    }
}
