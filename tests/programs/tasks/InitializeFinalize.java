// weft: expect ok
// weft: regions expect ok
// weft: regions sharing InitializeFinalize.early
// Covers: initializeHabanero/finalizeHabanero instead of launchHabaneroApp: the main thread becomes the main task, spawns an async outside any finish and one inside a finish, and finalizeHabanero waits for the first before the main thread reads what it wrote. Both writes are ordered before the reads (by the finish end and by finalizeHabanero), so there is no race. Region scheduling lists early as uncovered sharing: the main task (a task between initializeHabanero and finalizeHabanero) reads it after the finish, ordered but not annotated; late is read after finalizeHabanero, when the main thread is no longer a task, so it is not counted.
import static edu.rice.hj.Module1.*;

public class InitializeFinalize {
    static int early;
    static int late;

    public static void main(String[] args) {
        initializeHabanero();
        async(() -> late = 2);
        finish(() -> async(() -> early = 1));
        int seen = early;
        finalizeHabanero();
        assert seen == 1 && late == 2 : seen + " " + late;
        System.out.println(seen + late);
    }
}
