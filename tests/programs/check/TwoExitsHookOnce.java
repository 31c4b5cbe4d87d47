// weft: expect ok
// Covers: two threads call System.exit at once. JDK 17 runs the shutdown hooks once, on the thread whose exit takes the monitor of java.lang.Shutdown.class first; the other exit blocks on it forever, and the first one's halt ends the program with its status (the hook always runs: weft outcomes lists "hook ran" with status 1 and with status 2, nothing else). The hook counts its runs: a model that ran the hooks twice (or started the hook thread twice) would fail, and the blocked second exit at the program's end is no deadlock.
import java.util.concurrent.atomic.AtomicInteger;

public class TwoExitsHookOnce {
    static final AtomicInteger runs = new AtomicInteger();

    public static void main(String[] args) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            int n = runs.incrementAndGet();
            assert n == 1 : "the shutdown hooks ran " + n + " times";
            System.out.println("hook ran");
        }, "hook"));
        Thread second = new Thread(() -> System.exit(2), "second");
        second.start();
        System.exit(1);
    }
}
