// weft: expect assertion
// Covers: main publishes a volatile flag and then counts the live threads with Thread.activeCount(), with no other visible operation between; the worker ends as soon as it sees the flag. The worker can end between the flag and the count, so the assertion that it is still counted fails on that interleaving: activeCount(), asked by the program's code (through Thread and ThreadGroup), must be a scheduling point.
public class ActiveCountAfterHandshake {
    static volatile boolean go;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            while (!go) {
                Thread.yield();
            }
        });
        worker.start();
        go = true;
        int live = Thread.activeCount();
        assert live == 2 : "the worker ended right after the flag";
        worker.join();
    }
}
