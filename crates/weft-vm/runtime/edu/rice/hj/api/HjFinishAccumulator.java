/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj.api;

/**
 * A finish accumulator: registered with a {@code finish(accumulator, body)}, it reduces the
 * values that code inside that finish (its body and its tasks, transitively) puts, with its
 * {@link HjOperator}; the result is available once the finish has ended. The reduction is
 * associative and commutative, so the result does not depend on the order of the puts, and
 * puts create no happens-before edges between tasks.
 */
public interface HjFinishAccumulator {
    /**
     * Adds {@code value} to the reduction; throws {@code IllegalStateException} outside the
     * finish the accumulator is registered with.
     */
    void put(Number value);

    /**
     * The result of the last finish the accumulator was registered with (an {@code Integer},
     * {@code Long} or {@code Double}, by the accumulator's type); throws
     * {@code IllegalStateException} while that finish is still running, where the value would
     * depend on which puts have happened.
     */
    Number get();
}
