// weft: expect exit 1
// Covers: shutdown hooks run when the last non-daemon thread ends, even after main throws (exit status 1), and see what the program wrote; a removed hook does not run; registering a hook twice is an error; a daemon thread does not hold the program up
public class ShutdownHooks {
    static volatile int counter;

    public static void main(String[] args) throws Exception {
        Thread hook = new Thread(() -> System.out.println("hook sees " + counter));
        Runtime.getRuntime().addShutdownHook(hook);
        Thread removed = new Thread(() -> System.out.println("removed hook ran"));
        Runtime.getRuntime().addShutdownHook(removed);
        System.out.println("removed: " + Runtime.getRuntime().removeShutdownHook(removed));
        try {
            Runtime.getRuntime().addShutdownHook(hook);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        Thread daemon = new Thread(() -> {
            while (true) {
                Thread.onSpinWait();
            }
        });
        daemon.setDaemon(true);
        daemon.start();
        Thread worker = new Thread(() -> counter = 42);
        worker.start();
        worker.join();
        System.out.println("main ends with an exception");
        throw new IllegalStateException("done");
    }
}
