// weft: expect deadlock
// Covers: two threads call System.exit. main's exit runs the shutdown hooks while it holds the monitor of java.lang.Shutdown.class (JDK 17's Shutdown.exit). The hook lets the worker go on and joins it; the worker's exit comes while the hooks run and blocks on that monitor forever (its nonzero status would halt at once only after every hook has finished), and main waits for the hook: the JVM hangs on every run. weft used to let the second exit halt the program at once, and said ok.
public class ShutdownHookJoinsExiter {
    static volatile boolean stop;

    public static void main(String[] args) {
        Thread worker = new Thread(() -> {
            while (!stop) {
                Thread.onSpinWait();
            }
            System.exit(1);
        }, "worker");
        worker.start();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            stop = true;
            try {
                worker.join();
            } catch (InterruptedException e) {
                // not interrupted here
            }
        }, "hook"));
        System.exit(0);
    }
}
