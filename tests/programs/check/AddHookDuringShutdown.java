// weft: expect exception java.lang.IllegalStateException
// Covers: Runtime.addShutdownHook once shutdown has begun throws IllegalStateException("Shutdown in progress") (JDK 17's ApplicationShutdownHooks.add). main calls System.exit with no hook registered while a plugin thread registers one: where the plugin's call comes after the exit has begun the shutdown sequence and before the halt (the exit still runs the empty hook list and then halts, and other threads run in between, as in the JVM, which prints the exception), the plugin dies with the uncaught exception. weft used to begin the shutdown and halt in one step, so the call never fell in between.
public class AddHookDuringShutdown {
    public static void main(String[] args) {
        Thread plugin = new Thread(() -> {
            Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println("plugin hook")));
            System.out.println("plugin registered");
        }, "plugin");
        plugin.start();
        System.exit(0);
    }
}
