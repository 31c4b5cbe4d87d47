// A test-only stand-in named like the test framework's own (written for weft's tests, not copied):
// It fails like the framework's assertions do: with a subclass of java.lang.AssertionError or AssertionError itself.
package org.junit;

public final class Assert {
    private Assert() {}

    public static void assertEquals(long expected, long actual) {
        if (expected != actual) {
            throw new AssertionError("expected:<" + expected + "> but was:<" + actual + ">");
        }
    }
}
