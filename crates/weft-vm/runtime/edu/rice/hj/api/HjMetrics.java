/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj.api;

/**
 * Abstract metrics of a Habanero execution, in the units of {@code doWork}: the total work, the
 * critical-path length, and their ratio, the ideal parallelism.
 */
public interface HjMetrics {
    /** The sum of the units of every {@code doWork}. */
    long totalWork();

    /** The longest chain of {@code doWork} units ordered by spawns, finishes and future gets. */
    long criticalPathLength();

    /** {@code totalWork() / criticalPathLength()} (0 when no work was done). */
    double idealParallelism();
}
