// Four threads each do two synchronized increments of a shared counter; main joins and checks.
// The Java PathFinder reference figure in docs/DESIGN (55,850 states) is for this program.
public class SyncCounter4 {
    static int count = 0;
    static final Object lock = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 2; k++) {
                    synchronized (lock) {
                        count++;
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        assert count == 8;
    }
}
