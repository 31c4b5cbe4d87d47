// weft: expect exception java.lang.IllegalStateException
// Covers: Runtime.removeShutdownHook once shutdown has begun throws IllegalStateException("Shutdown in progress") (JDK 17's ApplicationShutdownHooks.remove), whether or not the hook was registered. main calls System.exit while a plugin thread removes a hook it never registered: where the removal comes between the start of the shutdown sequence and the halt, the plugin dies with the uncaught exception; before it, removeShutdownHook returns false.
public class RemoveHookDuringShutdown {
    public static void main(String[] args) {
        Thread plugin = new Thread(() -> {
            boolean removed = Runtime.getRuntime().removeShutdownHook(new Thread(() -> { }));
            assert !removed : "a hook never registered was removed";
        }, "plugin");
        plugin.start();
        System.exit(0);
    }
}
