/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj;

import java.util.ArrayList;
import java.util.List;

import edu.rice.hj.api.HjCallable;
import edu.rice.hj.api.HjDataDrivenFuture;
import edu.rice.hj.api.HjFinishAccumulator;
import edu.rice.hj.api.HjFuture;
import edu.rice.hj.api.HjMetrics;
import edu.rice.hj.api.HjOperator;
import edu.rice.hj.api.HjPhaser;
import edu.rice.hj.api.HjPhaserMode;
import edu.rice.hj.api.HjProcedure;
import edu.rice.hj.api.HjPoint;
import edu.rice.hj.api.HjProcedureInt1D;
import edu.rice.hj.api.HjProcedureInt2D;
import edu.rice.hj.api.HjProcedureInt3D;
import edu.rice.hj.api.HjRegion.HjRegion1D;
import edu.rice.hj.api.HjRegion.HjRegion2D;
import edu.rice.hj.api.HjRegion.HjRegion3D;
import edu.rice.hj.api.HjRunnable;
import edu.rice.hj.api.HjSuspendable;
import edu.rice.hj.api.HjSuspendingCallable;
import edu.rice.hj.api.HjSuspendingProcedure;
import edu.rice.hj.api.HjSuspendingProcedureInt1D;
import edu.rice.hj.api.HjSuspendingProcedureInt2D;
import edu.rice.hj.api.HjSuspendingProcedureInt3D;
import edu.rice.hj.api.SuspendableException;
import edu.rice.hj.runtime.metrics.HjMetricsImpl;
import edu.rice.hj.runtime.region.RectangularRegion1D;
import edu.rice.hj.runtime.region.RectangularRegion2D;
import edu.rice.hj.runtime.region.RectangularRegion3D;
import weft.rt.Accumulator;
import weft.rt.DataDrivenFuture;
import weft.rt.Point;
import weft.rt.TaskFuture;
import weft.rt.TaskPhaser;
import weft.rt.Tasks;

/**
 * The basic Habanero constructs with HJlib's names and signatures: {@code launchHabaneroApp},
 * {@code initializeHabanero}/{@code finalizeHabanero}, {@code finish} (also with finish
 * accumulators), {@code async}, {@code future}, {@code isolated} and {@code isolatedWithReturn},
 * {@code newPhaser}, {@code newDataDrivenFuture}, and the parallel loops {@code forall} (a
 * {@code finish} around the loop) and {@code forasync} (no {@code finish}) over 1-D, 2-D and
 * 3-D inclusive integer ranges and regions and over {@code Iterable}s, and their chunked forms.
 *
 * <p>Also the sequential loops {@code forseq}/{@code forseqNb} (the same shapes, run in order
 * in the current task), rectangular regions ({@code newRectangularRegion1D/2D/3D},
 * {@code myGroup}) and points ({@code newPoint}).
 *
 * <p>An exception thrown in a task (or in a finish body) does not end the program where it is
 * thrown: as in HJlib, the enclosing {@code finish} collects it, waits for the rest of its
 * tasks, and then throws {@code edu.rice.hj.runtime.util.MultipleExceptions} with every
 * exception it collected; {@code launchHabaneroApp} does the same for the tasks outside any
 * {@code finish}.
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

    /**
     * As {@link #launchHabaneroApp(HjSuspendable)}; {@code finalizer} (if not null) runs
     * afterwards, also when the tasks failed.
     */
    public static void launchHabaneroApp(HjSuspendable body, Runnable finalizer) {
        try {
            Tasks.launch(body);
        } finally {
            if (finalizer != null) {
                finalizer.run();
            }
        }
    }

    /**
     * Makes the current thread the main task, so that the code up to {@link #finalizeHabanero()}
     * may use every Habanero construct (the alternative to {@code launchHabaneroApp}).
     */
    public static void initializeHabanero() {
        Tasks.initialize();
    }

    /**
     * Waits for every task created since {@link #initializeHabanero()} outside any finish, then
     * makes the current thread an ordinary thread again; throws {@code MultipleExceptions} if
     * any of those tasks failed.
     */
    public static void finalizeHabanero() {
        Tasks.finalizeTasks();
    }

    /** Runs {@code body} and waits for every task it created, transitively. */
    public static void finish(HjSuspendable body) throws SuspendableException {
        Tasks.finish(body);
    }

    /**
     * A finish accumulator reducing values of {@code type} ({@code int.class}, {@code long.class},
     * {@code double.class} or their boxes) with {@code operator}.
     */
    public static HjFinishAccumulator newFinishAccumulator(HjOperator operator, Class<?> type) {
        return new Accumulator(operator, type);
    }

    /** {@code finish} with {@code accumulator} registered: its result is ready when this returns. */
    public static void finish(HjFinishAccumulator accumulator, HjSuspendable body) throws SuspendableException {
        finish(new HjFinishAccumulator[] {accumulator}, body);
    }

    /** {@code finish} with two accumulators registered. */
    public static void finish(HjFinishAccumulator first, HjFinishAccumulator second, HjSuspendable body)
            throws SuspendableException {
        finish(new HjFinishAccumulator[] {first, second}, body);
    }

    /** {@code finish} with three accumulators registered. */
    public static void finish(HjFinishAccumulator first, HjFinishAccumulator second, HjFinishAccumulator third,
            HjSuspendable body) throws SuspendableException {
        finish(new HjFinishAccumulator[] {first, second, third}, body);
    }

    /** {@code finish} with every accumulator of the list registered. */
    public static void finish(List<? extends HjFinishAccumulator> accumulators, HjSuspendable body)
            throws SuspendableException {
        finish(accumulators.toArray(new HjFinishAccumulator[0]), body);
    }

    /** {@code finish} with every accumulator of the array registered. */
    public static void finish(HjFinishAccumulator[] accumulators, HjSuspendable body) throws SuspendableException {
        Accumulator[] ours = new Accumulator[accumulators.length];
        for (int i = 0; i < ours.length; i++) {
            if (!(accumulators[i] instanceof Accumulator)) {
                throw new IllegalArgumentException("not an accumulator of newFinishAccumulator: " + accumulators[i]);
            }
            ours[i] = (Accumulator) accumulators[i];
        }
        Tasks.finish(ours, body);
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

    /** Runs {@code body} mutually exclusively with global isolated blocks and blocks on any of the objects. */
    public static void isolated(Object[] participants, HjRunnable body) {
        Tasks.isolated(participants, body);
    }

    /** A global isolated block that returns {@code body}'s value. */
    public static <V> V isolatedWithReturn(HjCallable<V> body) {
        return isolatedWithReturn(new Object[0], body);
    }

    /** An isolated block on {@code participant} that returns {@code body}'s value. */
    public static <V> V isolatedWithReturn(Object participant, HjCallable<V> body) {
        return isolatedWithReturn(new Object[] {participant}, body);
    }

    /** An isolated block on both objects that returns {@code body}'s value. */
    public static <V> V isolatedWithReturn(Object first, Object second, HjCallable<V> body) {
        return isolatedWithReturn(new Object[] {first, second}, body);
    }

    /** An isolated block on the objects (global with none) that returns {@code body}'s value. */
    public static <V> V isolatedWithReturn(Object[] participants, HjCallable<V> body) {
        Loops.Returning<V> block = new Loops.Returning<V>(body);
        Tasks.isolated(participants, block);
        return block.value;
    }

    /** A new phaser with the current task registered in {@code mode}. */
    public static HjPhaser newPhaser(HjPhaserMode mode) {
        return TaskPhaser.create(mode);
    }

    /** A new data-driven future with no value yet. */
    public static <T> HjDataDrivenFuture<T> newDataDrivenFuture() {
        return new DataDrivenFuture<T>();
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
    public static void forall(int start, int end, HjSuspendingProcedureInt1D body) {
        Tasks.finish(new Loops.Box(start, end, body));
    }

    /** One task per {@code i} in {@code start..end} (inclusive), in the enclosing finish. */
    public static void forasync(int start, int end, HjSuspendingProcedureInt1D body) {
        new Loops.Box(start, end, body).run();
    }

    /** One task per pair in {@code [start0..end0] x [start1..end1]}, inside a finish. */
    public static void forall(int start0, int end0, int start1, int end1, HjSuspendingProcedureInt2D body) {
        Tasks.finish(new Loops.Box(start0, end0, start1, end1, body));
    }

    /** One task per pair in {@code [start0..end0] x [start1..end1]}. */
    public static void forasync(int start0, int end0, int start1, int end1, HjSuspendingProcedureInt2D body) {
        new Loops.Box(start0, end0, start1, end1, body).run();
    }

    /** One task per triple of the three inclusive ranges, inside a finish. */
    public static void forall(int start0, int end0, int start1, int end1, int start2, int end2,
            HjSuspendingProcedureInt3D body) {
        Tasks.finish(new Loops.Box(start0, end0, start1, end1, start2, end2, body));
    }

    /** One task per triple of the three inclusive ranges. */
    public static void forasync(int start0, int end0, int start1, int end1, int start2, int end2,
            HjSuspendingProcedureInt3D body) {
        new Loops.Box(start0, end0, start1, end1, start2, end2, body).run();
    }

    /** One task per element, inside a finish. */
    public static <T> void forall(Iterable<T> items, HjSuspendingProcedure<T> body) {
        Tasks.finish(new Loops.Each<T>(items, body));
    }

    /** One task per element. */
    public static <T> void forasync(Iterable<T> items, HjSuspendingProcedure<T> body) {
        new Loops.Each<T>(items, body).run();
    }

    /** {@link #forasync(int, int, HjSuspendingProcedureInt1D)} for a body that never suspends. */
    public static void forasyncNb(int start, int end, HjProcedureInt1D body) {
        forasync(start, end, body);
    }

    /** The 2-D {@code forasync} for a body that never suspends. */
    public static void forasyncNb(int start0, int end0, int start1, int end1, HjProcedureInt2D body) {
        forasync(start0, end0, start1, end1, body);
    }

    /** The 3-D {@code forasync} for a body that never suspends. */
    public static void forasyncNb(int start0, int end0, int start1, int end1, int start2, int end2,
            HjProcedureInt3D body) {
        forasync(start0, end0, start1, end1, start2, end2, body);
    }

    /** {@link #forasync(Iterable, HjSuspendingProcedure)} for a body that never suspends. */
    public static <T> void forasyncNb(Iterable<T> items, HjProcedure<T> body) {
        forasync(items, body);
    }

    /** One task per chunk of {@code chunkSize} consecutive indices, inside a finish. */
    public static void forallChunked(int start, int end, int chunkSize, HjSuspendingProcedureInt1D body) {
        Tasks.finish(new Loops.Chunks(new Loops.Box(start, end, body), chunkSize));
    }

    /** One task per chunk, {@link #numWorkerThreads()} chunks, inside a finish. */
    public static void forallChunked(int start, int end, HjSuspendingProcedureInt1D body) {
        forallChunked(start, end, Loops.chunkSize(start, end, WORKERS), body);
    }

    /** One task per chunk of {@code chunkSize} consecutive indices. */
    public static void forasyncChunked(int start, int end, int chunkSize, HjSuspendingProcedureInt1D body) {
        new Loops.Chunks(new Loops.Box(start, end, body), chunkSize).run();
    }

    /** One task per chunk, {@link #numWorkerThreads()} chunks. */
    public static void forasyncChunked(int start, int end, HjSuspendingProcedureInt1D body) {
        forasyncChunked(start, end, Loops.chunkSize(start, end, WORKERS), body);
    }

    /** {@link #forasyncChunked(int, int, int, HjSuspendingProcedureInt1D)} for a body that never suspends. */
    public static void forasyncNbChunked(int start, int end, int chunkSize, HjProcedureInt1D body) {
        forasyncChunked(start, end, chunkSize, body);
    }

    /** {@link #forasyncChunked(int, int, HjSuspendingProcedureInt1D)} for a body that never suspends. */
    public static void forasyncNbChunked(int start, int end, HjProcedureInt1D body) {
        forasyncChunked(start, end, body);
    }

    // ----- sequential loops -----

    /** Runs {@code body} for {@code start..end} (inclusive) in order, in the current task. */
    public static void forseq(int start, int end, HjSuspendingProcedureInt1D body) {
        new Loops.Box(start, end, body).runInOrder();
    }

    /** {@link #forseq(int, int, HjSuspendingProcedureInt1D)} for a body that never suspends. */
    public static void forseqNb(int start, int end, HjProcedureInt1D body) {
        forseq(start, end, body);
    }

    /** Runs {@code body} for every pair of {@code [start0..end0] x [start1..end1]}, row by row. */
    public static void forseq(int start0, int end0, int start1, int end1, HjSuspendingProcedureInt2D body) {
        new Loops.Box(start0, end0, start1, end1, body).runInOrder();
    }

    /** The 2-D {@code forseq} for a body that never suspends. */
    public static void forseqNb(int start0, int end0, int start1, int end1, HjProcedureInt2D body) {
        forseq(start0, end0, start1, end1, body);
    }

    /** Runs {@code body} for every triple of the three ranges, in row-major order. */
    public static void forseq(int start0, int end0, int start1, int end1, int start2, int end2,
            HjSuspendingProcedureInt3D body) {
        new Loops.Box(start0, end0, start1, end1, start2, end2, body).runInOrder();
    }

    /** The 3-D {@code forseq} for a body that never suspends. */
    public static void forseqNb(int start0, int end0, int start1, int end1, int start2, int end2,
            HjProcedureInt3D body) {
        forseq(start0, end0, start1, end1, start2, end2, body);
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

    // ----- rectangular regions and points -----

    /** The point with the given coordinates. */
    public static HjPoint newPoint(int... coordinates) {
        return new Point(coordinates);
    }

    /** The 1-D region {@code lo..hi} (inclusive). */
    public static HjRegion1D newRectangularRegion1D(int lo, int hi) {
        return new RectangularRegion1D(lo, hi);
    }

    /** The 2-D region {@code lo0..hi0 x lo1..hi1} (inclusive). */
    public static HjRegion2D newRectangularRegion2D(int lo0, int hi0, int lo1, int hi1) {
        return new RectangularRegion2D(lo0, hi0, lo1, hi1);
    }

    /** The 3-D region {@code lo0..hi0 x lo1..hi1 x lo2..hi2} (inclusive). */
    public static HjRegion3D newRectangularRegion3D(int lo0, int hi0, int lo1, int hi1, int lo2, int hi2) {
        return new RectangularRegion3D(lo0, hi0, lo1, hi1, lo2, hi2);
    }

    /**
     * Group {@code group} of {@code groups} contiguous blocks of {@code region} (the first blocks
     * one longer when the size does not divide evenly).
     */
    public static HjRegion1D myGroup(int group, HjRegion1D region, int groups) {
        int[] block = Loops.block(group, region.lowerLimit(0), region.upperLimit(0), groups);
        return new RectangularRegion1D(block[0], block[1]);
    }

    /** All {@code groups} groups of {@code region}, in order (see {@link #myGroup(int, HjRegion1D, int)}). */
    public static List<HjRegion1D> group(HjRegion1D region, int groups) {
        List<HjRegion1D> out = new ArrayList<>();
        for (int g = 0; g < groups; g++) {
            out.add(myGroup(g, region, groups));
        }
        return out;
    }

    /**
     * Block {@code (group0, group1)} of the {@code groups0 x groups1} grid of contiguous blocks of
     * {@code region} (each dimension split as by {@link #myGroup(int, HjRegion1D, int)}).
     */
    public static RectangularRegion2D myGroup(int group0, int group1, HjRegion2D region, int groups0, int groups1) {
        int[] rows = Loops.block(group0, region.lowerLimit(0), region.upperLimit(0), groups0);
        int[] columns = Loops.block(group1, region.lowerLimit(1), region.upperLimit(1), groups1);
        return new RectangularRegion2D(rows[0], rows[1], columns[0], columns[1]);
    }

    /** All blocks of the {@code groups0 x groups1} grid of {@code region}, row by row. */
    public static List<HjRegion2D> group(HjRegion2D region, int groups0, int groups1) {
        List<HjRegion2D> out = new ArrayList<>();
        for (int g0 = 0; g0 < groups0; g0++) {
            for (int g1 = 0; g1 < groups1; g1++) {
                out.add(myGroup(g0, g1, region, groups0, groups1));
            }
        }
        return out;
    }

    /** One task per index of the region, inside a finish. */
    public static void forall(HjRegion1D region, HjSuspendingProcedureInt1D body) {
        Tasks.finish(Loops.Box.of(region, body));
    }

    /** One task per index of the region. */
    public static void forasync(HjRegion1D region, HjSuspendingProcedureInt1D body) {
        Loops.Box.of(region, body).run();
    }

    /** Every index of the region in order, in the current task. */
    public static void forseq(HjRegion1D region, HjSuspendingProcedureInt1D body) {
        Loops.Box.of(region, body).runInOrder();
    }

    /** {@link #forseq(HjRegion1D, HjSuspendingProcedureInt1D)} for a body that never suspends. */
    public static void forseqNb(HjRegion1D region, HjProcedureInt1D body) {
        forseq(region, body);
    }

    /** One task per pair of the region, inside a finish. */
    public static void forall(HjRegion2D region, HjSuspendingProcedureInt2D body) {
        Tasks.finish(Loops.Box.of(region, body));
    }

    /** One task per pair of the region. */
    public static void forasync(HjRegion2D region, HjSuspendingProcedureInt2D body) {
        Loops.Box.of(region, body).run();
    }

    /** Every pair of the region, row by row, in the current task. */
    public static void forseq(HjRegion2D region, HjSuspendingProcedureInt2D body) {
        Loops.Box.of(region, body).runInOrder();
    }

    /** {@link #forseq(HjRegion2D, HjSuspendingProcedureInt2D)} for a body that never suspends. */
    public static void forseqNb(HjRegion2D region, HjProcedureInt2D body) {
        forseq(region, body);
    }

    /** One task per triple of the region, inside a finish. */
    public static void forall(HjRegion3D region, HjSuspendingProcedureInt3D body) {
        Tasks.finish(Loops.Box.of(region, body));
    }

    /** One task per triple of the region. */
    public static void forasync(HjRegion3D region, HjSuspendingProcedureInt3D body) {
        Loops.Box.of(region, body).run();
    }

    /** Every triple of the region in row-major order, in the current task. */
    public static void forseq(HjRegion3D region, HjSuspendingProcedureInt3D body) {
        Loops.Box.of(region, body).runInOrder();
    }

    /** {@link #forseq(HjRegion3D, HjSuspendingProcedureInt3D)} for a body that never suspends. */
    public static void forseqNb(HjRegion3D region, HjProcedureInt3D body) {
        forseq(region, body);
    }

    /** One task per chunk of the region, {@link #numWorkerThreads()} chunks, inside a finish. */
    public static void forallChunked(HjRegion1D region, HjSuspendingProcedureInt1D body) {
        Tasks.finish(Loops.Chunks.of(Loops.Box.of(region, body), WORKERS));
    }

    /** One task per chunk of the region, {@link #numWorkerThreads()} chunks. */
    public static void forasyncChunked(HjRegion1D region, HjSuspendingProcedureInt1D body) {
        Loops.Chunks.of(Loops.Box.of(region, body), WORKERS).run();
    }

    /** {@link #forasync(HjRegion1D, HjSuspendingProcedureInt1D)} for a body that never suspends. */
    public static void forasyncNb(HjRegion1D region, HjProcedureInt1D body) {
        forasync(region, body);
    }

    /** {@link #forasyncChunked(HjRegion1D, HjSuspendingProcedureInt1D)} for a body that never suspends. */
    public static void forasyncNbChunked(HjRegion1D region, HjProcedureInt1D body) {
        forasyncChunked(region, body);
    }

    /**
     * One task per chunk of rows (first-dimension indices) of the region,
     * {@link #numWorkerThreads()} chunks, inside a finish; a chunk runs its rows in order.
     */
    public static void forallChunked(HjRegion2D region, HjSuspendingProcedureInt2D body) {
        Tasks.finish(Loops.Chunks.of(Loops.Box.of(region, body), WORKERS));
    }

    /** One task per chunk of rows of the region, {@link #numWorkerThreads()} chunks. */
    public static void forasyncChunked(HjRegion2D region, HjSuspendingProcedureInt2D body) {
        Loops.Chunks.of(Loops.Box.of(region, body), WORKERS).run();
    }

    /** {@link #forasync(HjRegion2D, HjSuspendingProcedureInt2D)} for a body that never suspends. */
    public static void forasyncNb(HjRegion2D region, HjProcedureInt2D body) {
        forasync(region, body);
    }

    /** {@link #forasyncChunked(HjRegion2D, HjSuspendingProcedureInt2D)} for a body that never suspends. */
    public static void forasyncNbChunked(HjRegion2D region, HjProcedureInt2D body) {
        forasyncChunked(region, body);
    }

    /** One task per chunk of first-dimension indices of the region, inside a finish. */
    public static void forallChunked(HjRegion3D region, HjSuspendingProcedureInt3D body) {
        Tasks.finish(Loops.Chunks.of(Loops.Box.of(region, body), WORKERS));
    }

    /** One task per chunk of first-dimension indices of the region. */
    public static void forasyncChunked(HjRegion3D region, HjSuspendingProcedureInt3D body) {
        Loops.Chunks.of(Loops.Box.of(region, body), WORKERS).run();
    }

    /** {@link #forasync(HjRegion3D, HjSuspendingProcedureInt3D)} for a body that never suspends. */
    public static void forasyncNb(HjRegion3D region, HjProcedureInt3D body) {
        forasync(region, body);
    }
}
