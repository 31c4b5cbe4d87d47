/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj.runtime.metrics;

import edu.rice.hj.api.HjMetrics;

/** A value of {@link HjMetrics}; equal when the three numbers are. */
public final class HjMetricsImpl implements HjMetrics {
    private final long work;
    private final long span;
    private final double parallelism;

    public HjMetricsImpl(long work, long span, double parallelism) {
        this.work = work;
        this.span = span;
        this.parallelism = parallelism;
    }

    @Override
    public long totalWork() {
        return work;
    }

    @Override
    public long criticalPathLength() {
        return span;
    }

    @Override
    public double idealParallelism() {
        return parallelism;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof HjMetrics)) {
            return false;
        }
        HjMetrics m = (HjMetrics) other;
        return m.totalWork() == work && m.criticalPathLength() == span
                && Double.compare(m.idealParallelism(), parallelism) == 0;
    }

    @Override
    public int hashCode() {
        return (int) (work * 31 + span);
    }

    @Override
    public String toString() {
        return "HjMetrics(work=" + work + ", cpl=" + span + ", ideal parallelism=" + parallelism + ")";
    }
}
