// weft: expect race MonitorUnguardedReader.x
// weft: expect assertion
// weft: regions expect race MonitorUnguardedReader.x
// weft: regions sharing MonitorUnguardedReader.x
// Covers: one task writes x = 1 and then x = 2 inside one synchronized block; the other reads x without the lock and asserts it never sees 1. A race, and under full scheduling the read between the two writes fails the assertion. Under region scheduling a task's step runs the whole block (its only scheduling point is the monitor entry), so the read is tried only before or after the block: the race is found, the assertion failure is not. So an access inside a monitor is exposed to an access outside every exclusion, and x is listed as uncovered sharing: a region-scheduled verdict is no proof for this program (before, such a pair counted as covered, and the report was empty although the region search missed a violation).
import static edu.rice.hj.Module1.*;

public class MonitorUnguardedReader {
    static final Object lock = new Object();
    static int x;

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            finish(() -> {
                async(() -> {
                    synchronized (lock) {
                        x = 1;
                        x = 2;
                    }
                });
                async(() -> {
                    assert x != 1 : "saw the intermediate value";
                });
            });
        });
    }
}
