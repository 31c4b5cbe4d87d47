// weft: expect ok
// Covers: an exception that escapes a thread's run() goes to the thread's own uncaught exception handler (and, in a second thread, to the default handler), which the program installs to collect it; the JVM then prints nothing and the program handles the failure, so no uncaught exception is reported; main joins both threads and checks what the handlers saw.
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

public class UncaughtHandlerOk {
    public static void main(String[] args) throws InterruptedException {
        AtomicReference<Throwable> caught = new AtomicReference<>();
        AtomicInteger byDefault = new AtomicInteger();
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> byDefault.incrementAndGet());
        Thread own = new Thread(() -> {
            throw new IllegalStateException("worker failed");
        });
        own.setUncaughtExceptionHandler((t, e) -> caught.set(e));
        Thread other = new Thread(() -> {
            throw new IllegalArgumentException("other failed");
        });
        own.start();
        other.start();
        own.join();
        other.join();
        assert caught.get() instanceof IllegalStateException : caught.get();
        assert byDefault.get() == 1 : byDefault.get();
    }
}
