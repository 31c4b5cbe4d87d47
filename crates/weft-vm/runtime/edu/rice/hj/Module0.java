/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj;

import edu.rice.hj.api.HjCallable;
import edu.rice.hj.api.HjFuture;
import edu.rice.hj.api.HjMetrics;
import edu.rice.hj.api.HjProcedure;
import edu.rice.hj.api.HjProcedure2D;
import edu.rice.hj.api.HjRegion.HjRegion1D;
import edu.rice.hj.api.HjRegion.HjRegion2D;
import edu.rice.hj.api.HjRunnable;
import edu.rice.hj.api.HjSuspendable;
import edu.rice.hj.api.HjSuspendingCallable;
import edu.rice.hj.api.HjSuspendingProcedure;
import edu.rice.hj.api.HjSuspendingProcedure2D;
import edu.rice.hj.api.SuspendableException;
import edu.rice.hj.runtime.metrics.HjMetricsImpl;
import weft.rt.TaskFuture;
import weft.rt.Tasks;

/**
 * The basic Habanero constructs with HJlib's names and signatures: {@code launchHabaneroApp},
 * {@code finish}, {@code async}, {@code future}, {@code isolated}, and the parallel loops
 * {@code forall} (a {@code finish} around the loop) and {@code forasync} (no {@code finish}) over
 * 1-D and 2-D inclusive integer ranges and over {@code Iterable}s, and their chunked forms.
 *
 * <p>Also the sequential loops {@code forseq}/{@code forseqNb} (the same shapes, run in order
 * in the current task) and rectangular regions ({@code newRectangularRegion1D/2D},
 * {@code myGroup}), which the loops accept.
 *
 * <p>Every iteration of a non-chunked loop is its own task, so any two iterations may run in
 * parallel, which is what a race verdict must assume. A chunked loop runs each chunk's
 * iterations in order in one task.
 */
public class Module0 {
    protected Module0() {}

    /** The number of workers HJlib would use; fixed, so that chunked loops are deterministic. */
    private static final int WORKERS = 2;

    /** Runs {@code body} as the main task and returns when it and all its tasks have ended. */
    public static void launchHabaneroApp(HjSuspendable body) {
        Tasks.launch(body);
    }

    /** As {@link #launchHabaneroApp(HjSuspendable)}; {@code finalizer} runs afterwards. */
    public static void launchHabaneroApp(HjSuspendable body, Runnable finalizer) {
        Tasks.launch(body);
        finalizer.run();
    }

    /** Runs {@code body} and waits for every task it created, transitively. */
    public static void finish(HjSuspendable body) throws SuspendableException {
        Tasks.finish(body);
    }

    /** Starts {@code body} as a task in the enclosing finish scope. */
    public static void async(HjSuspendable body) {
        Tasks.async(body);
    }

    /** {@code async} for a body that never suspends. */
    public static void asyncNb(HjRunnable body) {
        Tasks.async(body);
    }

    /** Runs {@code body} in the current task when {@code sequential}, else as a task. */
    public static void asyncSeq(boolean sequential, HjSuspendable body) {
        if (sequential) {
            body.run();
        } else {
            Tasks.async(body);
        }
    }

    /** Starts {@code body} as a task whose value {@code get} returns. */
    public static <V> HjFuture<V> future(HjSuspendingCallable<V> body) {
        return TaskFuture.start(body);
    }

    /** {@code future} for a body that never suspends. */
    public static <V> HjFuture<V> futureNb(HjCallable<V> body) {
        return TaskFuture.start(body);
    }

    /** Runs {@code body} mutually exclusively with every other isolated block, global or not. */
    public static void isolated(HjRunnable body) {
        Tasks.isolated(body);
    }

    /**
     * Runs {@code body} mutually exclusively with global isolated blocks and with isolated blocks
     * on {@code participant}; blocks on other objects may run in parallel with it.
     */
    public static void isolated(Object participant, HjRunnable body) {
        Tasks.isolated(participant, body);
    }

    /** Runs {@code body} mutually exclusively with global isolated blocks and blocks on either object. */
    public static void isolated(Object first, Object second, HjRunnable body) {
        Tasks.isolated(first, second, body);
    }

    /** The number of worker threads (fixed at 2 in weft). */
    public static int numWorkerThreads() {
        return WORKERS;
    }

    /**
     * Abstract work of {@code units} in HJlib's cost model: counted in {@link #abstractMetrics()}
     * (it takes no time and creates no scheduling point).
     */
    public static void doWork(long units) {
        Tasks.doWork(units);
    }

    /**
     * The abstract metrics of the {@code doWork} calls so far: total work, critical-path length
     * (the longest chain ordered by spawns, finish ends and future gets; data-driven futures
     * and phasers do not extend it), and their ratio.
     */
    public static HjMetrics abstractMetrics() {
        long[] m = Tasks.metrics();
        return new HjMetricsImpl(m[0], m[1], m[1] == 0 ? 0.0 : (double) m[0] / m[1]);
    }

    // ----- parallel loops -----

    /** One task per {@code i} in {@code start..end} (inclusive), inside a finish. */
    public static void forall(int start, int end, HjSuspendingProcedure<Integer> body) {
        Tasks.finish(new Loops.Range(start, end, body));
    }

    /** One task per {@code i} in {@code start..end} (inclusive), in the enclosing finish. */
    public static void forasync(int start, int end, HjSuspendingProcedure<Integer> body) {
        new Loops.Range(start, end, body).run();
    }

    /** One task per pair in {@code [start0..end0] x [start1..end1]}, inside a finish. */
    public static void forall(int start0, int end0, int start1, int end1,
            HjSuspendingProcedure2D<Integer, Integer> body) {
        Tasks.finish(new Loops.Range2D(start0, end0, start1, end1, body));
    }

    /** One task per pair in {@code [start0..end0] x [start1..end1]}. */
    public static void forasync(int start0, int end0, int start1, int end1,
            HjSuspendingProcedure2D<Integer, Integer> body) {
        new Loops.Range2D(start0, end0, start1, end1, body).run();
    }

    /** One task per element, inside a finish. */
    public static <T> void forall(Iterable<T> items, HjSuspendingProcedure<T> body) {
        Tasks.finish(new Loops.Each<T>(items, body));
    }

    /** One task per element. */
    public static <T> void forasync(Iterable<T> items, HjSuspendingProcedure<T> body) {
        new Loops.Each<T>(items, body).run();
    }

    /** One task per chunk of {@code chunkSize} consecutive indices, inside a finish. */
    public static void forallChunked(int start, int end, int chunkSize, HjSuspendingProcedure<Integer> body) {
        Tasks.finish(new Loops.Chunks(start, end, chunkSize, body));
    }

    /** One task per chunk, {@link #numWorkerThreads()} chunks, inside a finish. */
    public static void forallChunked(int start, int end, HjSuspendingProcedure<Integer> body) {
        forallChunked(start, end, Loops.chunkSize(start, end, WORKERS), body);
    }

    /** One task per chunk of {@code chunkSize} consecutive indices. */
    public static void forasyncChunked(int start, int end, int chunkSize, HjSuspendingProcedure<Integer> body) {
        new Loops.Chunks(start, end, chunkSize, body).run();
    }

    /** One task per chunk, {@link #numWorkerThreads()} chunks. */
    public static void forasyncChunked(int start, int end, HjSuspendingProcedure<Integer> body) {
        forasyncChunked(start, end, Loops.chunkSize(start, end, WORKERS), body);
    }

    // ----- sequential loops -----

    /** Runs {@code body} for {@code start..end} (inclusive) in order, in the current task. */
    public static void forseq(int start, int end, HjSuspendingProcedure<Integer> body) {
        for (long i = start; i <= end; i++) {
            body.apply(Integer.valueOf((int) i));
        }
    }

    /** {@link #forseq(int, int, HjSuspendingProcedure)} for a body that never suspends. */
    public static void forseqNb(int start, int end, HjProcedure<Integer> body) {
        forseq(start, end, body);
    }

    /** Runs {@code body} for every pair of {@code [start0..end0] x [start1..end1]}, row by row. */
    public static void forseq(int start0, int end0, int start1, int end1,
            HjSuspendingProcedure2D<Integer, Integer> body) {
        for (long i = start0; i <= end0; i++) {
            for (long j = start1; j <= end1; j++) {
                body.apply(Integer.valueOf((int) i), Integer.valueOf((int) j));
            }
        }
    }

    /** The 2-D {@code forseq} for a body that never suspends. */
    public static void forseqNb(int start0, int end0, int start1, int end1, HjProcedure2D<Integer, Integer> body) {
        forseq(start0, end0, start1, end1, body);
    }

    /** Runs {@code body} for every element in order, in the current task. */
    public static <T> void forseq(Iterable<T> items, HjSuspendingProcedure<T> body) {
        for (T item : items) {
            body.apply(item);
        }
    }

    /** {@link #forseq(Iterable, HjSuspendingProcedure)} for a body that never suspends. */
    public static <T> void forseqNb(Iterable<T> items, HjProcedure<T> body) {
        forseq(items, body);
    }

    // ----- rectangular regions -----

    /** The 1-D region {@code lo..hi} (inclusive). */
    public static HjRegion1D newRectangularRegion1D(int lo, int hi) {
        return new HjRegion1D(lo, hi);
    }

    /** The 2-D region {@code lo0..hi0 x lo1..hi1} (inclusive). */
    public static HjRegion2D newRectangularRegion2D(int lo0, int hi0, int lo1, int hi1) {
        return new HjRegion2D(lo0, hi0, lo1, hi1);
    }

    /**
     * Group {@code group} of {@code groups} contiguous blocks of {@code region} (the first blocks
     * one longer when the size does not divide evenly).
     */
    public static HjRegion1D myGroup(int group, HjRegion1D region, int groups) {
        if (groups <= 0 || group < 0 || group >= groups) {
            throw new IllegalArgumentException("group " + group + " of " + groups);
        }
        int lo = region.lowerLimit(0);
        int size = region.numElements();
        int base = size / groups;
        int extra = size % groups;
        int start = lo + group * base + Math.min(group, extra);
        int length = base + (group < extra ? 1 : 0);
        return new HjRegion1D(start, start + length - 1);
    }

    /** One task per pair of the region, inside a finish. */
    public static void forall(HjRegion2D region, HjSuspendingProcedure2D<Integer, Integer> body) {
        forall(region.lowerLimit(0), region.upperLimit(0), region.lowerLimit(1), region.upperLimit(1), body);
    }

    /** One task per pair of the region. */
    public static void forasync(HjRegion2D region, HjSuspendingProcedure2D<Integer, Integer> body) {
        forasync(region.lowerLimit(0), region.upperLimit(0), region.lowerLimit(1), region.upperLimit(1), body);
    }

    /** Every pair of the region, row by row, in the current task. */
    public static void forseq(HjRegion2D region, HjSuspendingProcedure2D<Integer, Integer> body) {
        forseq(region.lowerLimit(0), region.upperLimit(0), region.lowerLimit(1), region.upperLimit(1), body);
    }

    /** One task per chunk of the region, {@link #numWorkerThreads()} chunks, inside a finish. */
    public static void forallChunked(HjRegion1D region, HjSuspendingProcedure<Integer> body) {
        forallChunked(region.lowerLimit(0), region.upperLimit(0), body);
    }

    /** One task per chunk of the region, {@link #numWorkerThreads()} chunks. */
    public static void forasyncChunked(HjRegion1D region, HjSuspendingProcedure<Integer> body) {
        forasyncChunked(region.lowerLimit(0), region.upperLimit(0), body);
    }
}
