// weft: expect ok
// Covers: the FlagIllegalState race, but the worker catches its own IllegalStateException and records it; an exception that is thrown and caught is not a violation, so no schedule reports anything, whether or not the worker saw the flag.
public class CaughtExceptionOk {
    static volatile boolean shutdown;
    static volatile boolean rejected;

    static void process() {
        if (shutdown) {
            throw new IllegalStateException("shut down");
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread closer = new Thread(() -> shutdown = true);
        Thread worker = new Thread(() -> {
            try {
                process();
            } catch (IllegalStateException e) {
                rejected = true;
            }
        });
        closer.start();
        worker.start();
        closer.join();
        worker.join();
        System.out.println("done");
    }
}
