// weft: expect assertion
// Covers: main publishes a volatile flag and then asks whether the worker is still alive, with no other visible operation between; the worker ends as soon as it sees the flag. The worker can end between the flag and the question, so the assertion that it is still alive fails on that interleaving: isAlive() of another thread, asked by the program's code, must be a scheduling point.
public class AliveAfterHandshake {
    static volatile boolean go;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            while (!go) {
                Thread.yield();
            }
        });
        worker.start();
        go = true;
        boolean alive = worker.isAlive();
        assert alive : "the worker ended right after the flag";
        worker.join();
    }
}
