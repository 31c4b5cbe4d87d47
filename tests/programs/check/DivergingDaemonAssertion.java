// weft: expect assertion
// weft: check-args --max-loop-iterations 1000000
// Covers: a daemon thread writes a volatile flag and then loops forever in thread-local code; main asserts that the flag is still unset, which fails when the daemon's step (its write, then the endless loop, all one transition) runs before main's read. The diverging step's write must stay visible to the partial-order reduction, which then explores the order that fails.
public class DivergingDaemonAssertion {
    static volatile boolean started;

    public static void main(String[] args) {
        Thread spinner = new Thread(() -> {
            started = true;
            long local = 0;
            while (true) {
                local++;
            }
        });
        spinner.setDaemon(true);
        spinner.start();
        assert !started : "the spinner started before main looked";
    }
}
