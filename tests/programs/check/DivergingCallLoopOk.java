// weft: expect ok
// weft: check-args --max-loop-iterations 1000000
// Covers: a daemon thread loops forever through a method call and a field of an object only it can reach, while main and a worker count under a lock; the loop leaves the interpreter's fast loop on every iteration (the call, the field access), which must still count towards the loop limit, so the daemon is taken to loop forever instead of running one endless step.
public class DivergingCallLoopOk {
    static final class Cell {
        long value;
    }

    static int count;

    static long next(long n) {
        return n + 1;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread daemon = new Thread(() -> {
            Cell cell = new Cell();
            while (true) {
                cell.value = next(cell.value);
            }
        });
        daemon.setDaemon(true);
        daemon.start();
        Thread worker = new Thread(() -> {
            synchronized (DivergingCallLoopOk.class) {
                count++;
            }
        });
        worker.start();
        synchronized (DivergingCallLoopOk.class) {
            count++;
        }
        worker.join();
        assert count == 2 : "count " + count;
    }
}
