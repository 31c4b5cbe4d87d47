// A test-only stand-in named like the test framework's own (written for weft's tests, not copied):
// It fails like the framework's assertions do: with a subclass of java.lang.AssertionError or AssertionError itself.
package org.junit.jupiter.api;

import org.opentest4j.AssertionFailedError;

public final class Assertions {
    private Assertions() {}

    public static void assertEquals(int expected, int actual) {
        if (expected != actual) {
            throw new AssertionFailedError("expected: <" + expected + "> but was: <" + actual + ">");
        }
    }

    public static void assertTrue(boolean condition) {
        if (!condition) {
            throw new AssertionFailedError("expected: <true> but was: <false>");
        }
    }
}
