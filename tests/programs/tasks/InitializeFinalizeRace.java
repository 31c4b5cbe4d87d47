// weft: expect race InitializeFinalizeRace.late
// weft: expect assertion
// weft: regions expect assertion
// weft: regions sharing InitializeFinalizeRace.late
// Covers: the main task of initializeHabanero reads what an async outside any finish writes before finalizeHabanero has waited for it: the read races with the write, and under full scheduling it can see 0, failing the assertion. Region scheduling runs the main task on to the read and into finalizeHabanero before the async runs (no scheduling point before them), so it explores only the read-then-write order: the read sees 0 and the assertion fails, but the race is not reported (the happens-before summary checks a write against earlier writes only, as in AsyncTest2); late is listed as uncovered sharing.
import static edu.rice.hj.Module1.*;

public class InitializeFinalizeRace {
    static int late;

    public static void main(String[] args) {
        initializeHabanero();
        async(() -> late = 2);
        int seen = late;
        finalizeHabanero();
        assert seen == 2 : "read " + seen + " before the task ran";
    }
}
