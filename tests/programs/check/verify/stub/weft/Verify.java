/*
 * Compile-time stand-in for weft's own weft.Verify (crates/weft-vm/runtime/weft/Verify.java), used only
 * to compile the programs in tests/programs/check/verify/ with plain javac. It must never be on weft's
 * class path: under weft check the real class explores every choice. Run under a plain JVM, these
 * bodies behave like one fixed execution: every choice takes its first value and a failed assumption
 * ends the program quietly, as a pruned path would.
 */
package weft;

public final class Verify {
    private Verify() {}

    /** Stub: always 0 (weft explores 0 .. n-1). */
    public static int randomInt(int n) {
        if (n <= 0) {
            throw new IllegalArgumentException("n must be positive: " + n);
        }
        return 0;
    }

    /** Stub: always false (weft explores false and true). */
    public static boolean randomBoolean() {
        return false;
    }

    /** Stub: ends the program quietly when the assumption fails (weft prunes the path). */
    public static void assume(boolean condition) {
        if (!condition) {
            System.exit(0);
        }
    }
}
