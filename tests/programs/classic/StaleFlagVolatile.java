// weft: expect ok
// Covers: stale cached value, fixed -- the stop flag is volatile, so the worker must eventually see main's write (no race); the spin is unbounded only while main has not run, and main can always run, so the program can always end (no termination verdict).
public class StaleFlagVolatile {
    static volatile boolean stop;
    static int result;

    static void work() {
        while (!stop) {
            // spin until told to stop
        }
        result = 1;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(StaleFlagVolatile::work);
        worker.start();
        stop = true;
        worker.join();
        System.out.println("stopped, result " + result);
    }
}
