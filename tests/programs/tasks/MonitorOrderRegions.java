// weft: expect assertion
// weft: regions expect assertion
// Covers: region scheduling with Java monitors. One task writes x twice, each time in its own synchronized block; the other reads x in a synchronized block on the same lock and asserts it never sees the intermediate value 1, which it can when it runs between the two blocks. Every access is under the one lock, so there is no race and nothing is uncovered sharing, and there is no permission region or isolated block, so Algorithm 1 alone would run each task whole and accept the program. weft stops a task before every acquisition of a shared monitor under region scheduling too (as before an isolated block), so it finds the failing order in both modes.
import static edu.rice.hj.Module1.*;

public class MonitorOrderRegions {
    static final Object lock = new Object();
    static int x;

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            finish(() -> {
                async(() -> {
                    synchronized (lock) {
                        x = 1;
                    }
                    synchronized (lock) {
                        x = 2;
                    }
                });
                async(() -> {
                    synchronized (lock) {
                        assert x != 1 : "saw the intermediate value";
                    }
                });
            });
        });
    }
}
