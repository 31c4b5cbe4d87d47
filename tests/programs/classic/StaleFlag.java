// weft: expect race StaleFlag.stop
// Covers: stale cached value (non-volatile stop flag) -- the worker spins on a plain boolean that main sets; the unordered read/write is a data race (the JIT may hoist the read and spin forever on real JVMs). Under weft's default sequential consistency the worker sees the write once main runs, so every interleaving can still end: race only, no termination verdict (result is only read after the join, nothing asserts).
public class StaleFlag {
    static boolean stop;
    static int result;

    static void work() {
        while (!stop) {
            // spin until told to stop
        }
        result = 1;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(StaleFlag::work);
        worker.start();
        stop = true;
        worker.join();
        System.out.println("stopped, result " + result);
    }
}
