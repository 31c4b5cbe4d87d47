// weft: expect ok
// Covers: a worker that main has not yet told to hurry busy-waits a millisecond on System.nanoTime, yielding each round. In the JVM the deadline passes and every interleaving ends; in the search time is abstract (it passes only when a timed wait ends), so the spinning state repeats and no end is reachable from it there. A transition that reads the clock in the program's code counts as one that may lead to an end, so the termination check does not report the spin (it did, a false alarm, before).
public class TerminationDeadlineSpinOk {
    static volatile boolean hurry;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            if (!hurry) {
                long deadline = System.nanoTime() + 1_000_000L;
                while (System.nanoTime() < deadline) {
                    Thread.onSpinWait();
                }
            }
        });
        worker.start();
        hurry = true;
        worker.join();
    }
}
