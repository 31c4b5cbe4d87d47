// weft: witness refuted StartJoinOrderingOk.total
// Covers: a lockset false alarm from start/join ordering: main writes `total` before starting
// the worker, the worker adds to it with no lock, and main reads it after join. Eraser sees an
// unlocked write by a second thread; no interleaving runs the accesses adjacently, since start
// and join order them.
public class StartJoinOrderingOk {
    static int total;

    public static void main(String[] args) throws InterruptedException {
        total = 10;
        Thread worker = new Thread(() -> {
            int sum = 0;
            for (int i = 1; i <= 100; i++) {
                sum += i;
            }
            total += sum;
        });
        worker.start();
        worker.join();
        System.out.println(total);
    }
}
