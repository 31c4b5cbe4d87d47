/*
 * weft's model of Java PathFinder's verification API (not part of the JDK,
 * written for weft, not derived from JPF's sources). Compiled into the
 * unnamed module; see crates/weft-vm/runtime/NATIVES.md.
 */
package gov.nasa.jpf.vm;

/**
 * The parts of JPF's {@code gov.nasa.jpf.vm.Verify} that mean something
 * outside JPF's internals, so that programs written for Java PathFinder run
 * unmodified under weft. Every choice is a weft choice ({@link weft.Verify}):
 * weft explores every value. Calling a JPF method this class does not declare
 * stops weft with an "unsupported" error naming the method.
 *
 * <p>{@link #beginAtomic} and {@link #endAtomic} keep JPF's meaning: the
 * thread runs without being interleaved until the matching end (it still
 * blocks where it must). They are not weft's atomicity-checked blocks.
 */
public final class Verify {
    private Verify() {}

    /** Returns every value of {@code min .. max} (inclusive), one per path. */
    public static int getInt(int min, int max) {
        if (max < min) {
            throw new IllegalArgumentException(new StringBuilder("Verify.getInt: max < min: ")
                    .append(min).append(", ").append(max).toString());
        }
        long count = (long) max - (long) min + 1;
        if (count > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("Verify.getInt: range too large");
        }
        return min + weft.Verify.randomInt((int) count);
    }

    /** Returns each element of {@code values}, one per path. */
    public static int getIntFromList(int... values) {
        return values[pick(values.length, "getIntFromList")];
    }

    /** Returns each element of {@code values}, one per path. */
    public static long getLongFromList(long... values) {
        return values[pick(values.length, "getLongFromList")];
    }

    /** Returns each element of {@code values}, one per path. */
    public static double getDoubleFromList(double... values) {
        return values[pick(values.length, "getDoubleFromList")];
    }

    /** Returns each element of {@code values}, one per path. */
    public static float getFloatFromList(float... values) {
        return values[pick(values.length, "getFloatFromList")];
    }

    /** Returns {@code 0 .. max} (inclusive), one per path: JPF's {@code random}. */
    public static int random(int max) {
        return getInt(0, max);
    }

    /** Returns {@code false} and {@code true}, one per path. */
    public static boolean getBoolean() {
        return weft.Verify.randomBoolean();
    }

    /**
     * Returns both booleans; {@code falseFirst} chose JPF's exploration order,
     * which does not change what weft reports.
     */
    public static boolean getBoolean(boolean falseFirst) {
        boolean first = weft.Verify.randomBoolean();
        return falseFirst ? first : !first;
    }

    /** Returns both booleans, one per path. */
    public static boolean randomBool() {
        return weft.Verify.randomBoolean();
    }

    /** Ends the current path silently when {@code condition} holds. */
    public static void ignoreIf(boolean condition) {
        weft.Verify.assume(!condition);
    }

    /** Throws an {@code AssertionError} when {@code condition} is false. */
    public static void assertTrue(boolean condition) {
        if (!condition) {
            throw new AssertionError("Verify.assertTrue failed");
        }
    }

    /** Throws an {@code AssertionError} with {@code message} when {@code condition} is false. */
    public static void assertTrue(String message, boolean condition) {
        if (!condition) {
            throw new AssertionError(message);
        }
    }

    /** The current thread runs without being interleaved until {@link #endAtomic}. */
    public static native void beginAtomic();

    /** Ends the innermost section begun by {@link #beginAtomic}. */
    public static native void endAtomic();

    /** Ends the current transition: other threads may run here. */
    public static native void breakTransition(String reason);

    /** Ends the current transition: other threads may run here. */
    public static void breakTransition() {
        breakTransition("");
    }

    /** Always true: the program runs under a model checker. */
    public static boolean isRunningInJPF() {
        return true;
    }

    /** Search hints of JPF's heuristic searches; weft explores everything, so nothing to do. */
    public static void interesting(boolean condition) {}

    /** Search hints of JPF's heuristic searches; weft explores everything, so nothing to do. */
    public static void boring(boolean condition) {}

    /** Prints {@code text} to standard output. */
    public static void print(String text) {
        System.out.print(text);
    }

    /** Prints {@code text} and {@code value} to standard output. */
    public static void print(String text, int value) {
        System.out.print(new StringBuilder(text).append(value).toString());
    }

    /** Prints {@code text} and {@code value} to standard output. */
    public static void print(String text, boolean value) {
        System.out.print(new StringBuilder(text).append(value).toString());
    }

    /** Prints a line separator to standard output. */
    public static void println() {
        System.out.println();
    }

    /** Prints {@code text} and a line separator to standard output. */
    public static void println(String text) {
        System.out.println(text);
    }

    private static int pick(int length, String method) {
        if (length == 0) {
            throw new IllegalArgumentException(new StringBuilder("Verify.").append(method)
                    .append(": empty list").toString());
        }
        return weft.Verify.randomInt(length);
    }
}
