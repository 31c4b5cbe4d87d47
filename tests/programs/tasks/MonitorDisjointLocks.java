// weft: expect race MonitorDisjointLocks.total
// weft: expect assertion
// weft: regions expect race MonitorDisjointLocks.total
// weft: regions sharing MonitorDisjointLocks.total
// Covers: two tasks update one total while holding monitors of different objects, which do not exclude each other: a race, and under full scheduling a lost update. Under region scheduling the race is found; the lost update is not (no scheduling point inside the update), and total is listed as uncovered sharing, because accesses under monitors of different objects are as exposed as accesses under object-based isolated blocks on disjoint objects.
import static edu.rice.hj.Module1.*;

public class MonitorDisjointLocks {
    static int total;

    public static void main(String[] args) {
        Object left = new Object();
        Object right = new Object();
        launchHabaneroApp(() -> {
            finish(() -> {
                async(() -> {
                    synchronized (left) {
                        total += 1;
                    }
                });
                async(() -> {
                    synchronized (right) {
                        total += 2;
                    }
                });
            });
        });
        assert total == 3 : "lost update: " + total;
    }
}
