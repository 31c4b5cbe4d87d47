// weft: test unsynchronizedIncrements failed assertion race
// weft: test synchronizedIncrements passed
// weft: test repeated passed
// weft: test disabled skipped
// Covers: JUnit 5 tests: an unsynchronized counter fails Assertions.assertEquals (org.opentest4j.AssertionFailedError,
// a subclass of AssertionError, so an assertion failure) on the interleaving that loses an update, and races; the
// synchronized one passes on every interleaving; @RepeatedTest is one test; @Disabled is skipped without running.
package jupiter;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class CounterTest {
    private int count;

    private synchronized void incrementLocked() {
        count++;
    }

    @Test
    void unsynchronizedIncrements() throws InterruptedException {
        Thread a = new Thread(() -> count++);
        Thread b = new Thread(() -> count++);
        a.start();
        b.start();
        a.join();
        b.join();
        assertEquals(2, count);
    }

    @Test
    void synchronizedIncrements() throws InterruptedException {
        Thread a = new Thread(this::incrementLocked);
        Thread b = new Thread(this::incrementLocked);
        a.start();
        b.start();
        a.join();
        b.join();
        synchronized (this) {
            assertEquals(2, count);
        }
    }

    @RepeatedTest(3)
    void repeated() {
        assertEquals(0, count);
    }

    @Disabled("would fail: disabled tests must not run")
    @Test
    void disabled() {
        throw new IllegalStateException("a disabled test ran");
    }

    /** Not a test: no annotation. */
    void helper() {
        throw new IllegalStateException("a helper ran as a test");
    }
}
