// weft: expect ok
// weft: check-args --max-loop-iterations 1000000
// Covers: a non-daemon thread publishes a value and then loops forever in thread-local code while main reads the value and ends; the program never ends (the spinning thread keeps it alive), but no thread is blocked, so when no other thread can run the path simply ends: no deadlock, no violation.
public class DivergingWorkerOk {
    static volatile int published;

    public static void main(String[] args) {
        Thread spinner = new Thread(() -> {
            published = 7;
            long local = 0;
            while (true) {
                local++;
            }
        });
        spinner.start();
        int seen = published;
        assert seen == 0 || seen == 7 : "impossible value";
    }
}
