// weft: expect deadlock
// Covers: a shutdown hook that calls System.exit. main returns, so the JVM's DestroyJavaVM thread shuts down: in JDK 17 it holds the monitor of java.lang.Shutdown.class while it starts the hooks and joins each one (Shutdown.shutdown, ApplicationShutdownHooks.runHooks). The hook's System.exit (Shutdown.exit) waits for that monitor forever, and DestroyJavaVM waits for the hook forever: the JVM hangs on every run, and every thread is blocked. weft used to let the second exit halt the program at once and said ok.
public class ShutdownHookCallsExit {
    public static void main(String[] args) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> System.exit(2), "hook"));
        System.out.println("main returns");
    }
}
