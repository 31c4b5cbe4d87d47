/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj.runtime.metrics;

import edu.rice.hj.api.HjMetrics;

/** Prints abstract metrics, as HJlib's manager of the same name does. */
public final class AbstractMetricsManager {
    private AbstractMetricsManager() {}

    /** Prints the work, critical-path length and ideal parallelism on standard output. */
    public static void dumpStatistics(HjMetrics metrics) {
        System.out.println("Abstract execution metrics:");
        System.out.println("  Work = " + metrics.totalWork());
        System.out.println("  Critical path length = " + metrics.criticalPathLength());
        System.out.println("  Ideal parallelism = " + metrics.idealParallelism());
    }
}
