// weft: expect ok
// weft: regions expect ok
// Covers: a counter shared by three tasks and incremented in a synchronized method, the monitor alternative to an isolated counter (IntegerCounterIsolated): no race and no lost update in either mode, and under region scheduling no uncovered sharing (every access to the count holds the counter's monitor). The final read is after the finish.
import static edu.rice.hj.Module1.*;

public class MonitorCounter {
    private int count;

    synchronized void increment() {
        count++;
    }

    public static void main(String[] args) {
        MonitorCounter counter = new MonitorCounter();
        launchHabaneroApp(() -> {
            forall(0, 2, (i) -> counter.increment());
        });
        assert counter.count == 3 : "count " + counter.count;
        System.out.println(counter.count);
    }
}
