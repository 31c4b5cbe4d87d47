// weft: expect ok
// Covers: shutdown hooks that behave, correct control for the shutdown sequence. Two hooks hand over through a latch: JDK 17 starts every hook before it joins any, so they run concurrently and the waiting one is released whichever starts first. Each sees main's write made before registering (the registration and the start of the hooks are ordered by a monitor and Thread.start). A daemon thread calls System.exit(3) after the hooks are registered: either its exit runs the hooks and halts, or main's return lets DestroyJavaVM run them and the daemon's exit blocks until the halt (or, once the hooks have finished, halts at once with its nonzero status). On every interleaving each hook runs exactly once and the program ends: no deadlock, no failed assertion.
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

public class ShutdownHooksOk {
    static int config;
    static final CountDownLatch handover = new CountDownLatch(1);
    static final AtomicInteger runs = new AtomicInteger();

    public static void main(String[] args) {
        config = 42;
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                handover.await();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            assert config == 42 : "hook A saw config " + config;
            assert runs.incrementAndGet() <= 2 : "a hook ran twice";
        }, "hook-a"));
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            assert config == 42 : "hook B saw config " + config;
            assert runs.incrementAndGet() <= 2 : "a hook ran twice";
            handover.countDown();
        }, "hook-b"));
        Thread daemon = new Thread(() -> System.exit(3), "exiter");
        daemon.setDaemon(true);
        daemon.start();
    }
}
