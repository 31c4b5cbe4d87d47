// weft: expect termination
// weft: check-args --max-loop-iterations 1000000
// Covers: a worker reads a volatile mode once and, if main has not set it yet, enters a loop that never reaches a scheduling point again (it only computes). weft takes such a thread to loop forever after its loop budget; on that interleaving the program, whose worker is not a daemon, never ends, while on the other it does. The state with the looping thread has no successor and is no end, so the termination check reports it.
public class TerminationLocalLoop {
    static volatile boolean ready;

    public static void main(String[] args) {
        Thread worker = new Thread(() -> {
            if (!ready) {
                long x = 1;
                while (x != 0) {
                    x = x * 3 + 1;
                    x = x | 1;
                }
            }
        });
        worker.start();
        ready = true;
    }
}
