/*
 * weft's public API for programs under test (not part of the JDK). Compiled
 * into the unnamed module; see crates/weft-vm/runtime/NATIVES.md.
 */
package weft;

/**
 * Hooks a program can call to steer weft's exploration.
 *
 * <p>Compile a program against this class (it is in weft's runtime) to add
 * nondeterministic input, prune uninteresting paths, or mark code that must
 * appear atomic. Under weft every method is one step of the machine; weft
 * explores every value a choice can take.
 */
public final class Verify {
    private Verify() {}

    /**
     * Returns a nondeterministically chosen int in {@code 0 .. n-1}. weft
     * explores every value; a counterexample records which one was taken.
     *
     * @param n the number of choices; must be positive
     * @return the chosen value, {@code 0 <= value < n}
     * @throws IllegalArgumentException if {@code n <= 0}
     */
    public static native int randomInt(int n);

    /**
     * Returns a nondeterministically chosen boolean. weft explores both
     * {@code false} and {@code true}.
     *
     * @return the chosen value
     */
    public static native boolean randomBoolean();

    /**
     * Prunes the current path when {@code condition} is false: weft stops
     * exploring this execution without reporting anything. Does nothing when
     * {@code condition} is true.
     *
     * @param condition the assumption that the rest of the path relies on
     */
    public static native void assume(boolean condition);

    /**
     * Marks the start of a block that the current thread expects to execute
     * atomically. Blocks nest; the analyses that check atomicity use these
     * markers. Scheduling is not changed.
     */
    public static native void beginAtomic();

    /**
     * Marks the end of the innermost block opened by {@link #beginAtomic} in
     * the current thread.
     */
    public static native void endAtomic();
}
