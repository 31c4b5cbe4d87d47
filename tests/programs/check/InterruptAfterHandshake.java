// weft: expect assertion
// Covers: the worker publishes a volatile flag and then checks its own interrupt status, with no other visible operation between; main waits for the flag and interrupts it. The interrupt can come between the flag and the check, so the assertion that the worker was not interrupted yet fails on that interleaving: reading the interrupt status from the program's code must be a scheduling point (it ran in the flag's transition before, and every search, --por none too, missed it), and the reduction must order the check, which reads the worker's control key, against the interrupt.
public class InterruptAfterHandshake {
    static volatile boolean ready;

    public static void main(String[] args) {
        Thread worker = new Thread(() -> {
            ready = true;
            boolean interrupted = Thread.currentThread().isInterrupted();
            assert !interrupted : "interrupted right after the handshake";
            while (true) {
                Thread.yield();
            }
        });
        worker.setDaemon(true);
        worker.start();
        while (!ready) {
            Thread.yield();
        }
        worker.interrupt();
    }
}
