// weft: expect assertion
// weft: regions expect assertion
// Covers: region scheduling with java.util.concurrent: one task sets an AtomicInteger to 1 and then to 2, the other asserts it never reads 1. The accesses are atomic operations (no race) made inside the JDK's classes, whose accesses the uncovered-sharing report does not count, so the report is empty; weft stops a task at the start of every java.util.concurrent operation under region scheduling (each runs as one step, as under full scheduling), so it finds the read between the two sets in both modes.
import java.util.concurrent.atomic.AtomicInteger;

import static edu.rice.hj.Module1.*;

public class AtomicOrderRegions {
    public static void main(String[] args) {
        AtomicInteger value = new AtomicInteger();
        launchHabaneroApp(() -> {
            finish(() -> {
                async(() -> {
                    value.set(1);
                    value.set(2);
                });
                async(() -> {
                    assert value.get() != 1 : "saw the intermediate value";
                });
            });
        });
    }
}
