// weft: expect exception java.lang.IllegalStateException
// Covers: a closer thread sets a volatile shutdown flag; a worker throws IllegalStateException (uncaught) if it observes the flag already set, which happens only when the closer runs first; main just joins both and never fails, so the only violation is that exception.
public class FlagIllegalState {
    static volatile boolean shutdown;
    static volatile boolean processed;

    public static void main(String[] args) throws InterruptedException {
        Thread closer = new Thread(() -> shutdown = true);
        Thread worker = new Thread(() -> {
            if (shutdown) {
                throw new IllegalStateException("worker started after shutdown");
            }
            processed = true;
        });
        closer.start();
        worker.start();
        closer.join();
        worker.join();
        System.out.println("processed = " + processed);
    }
}
