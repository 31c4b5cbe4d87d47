/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj;

import java.util.Iterator;

import edu.rice.hj.api.HjRegion;
import edu.rice.hj.api.HjSuspendable;
import edu.rice.hj.api.HjSuspendingCallable;
import edu.rice.hj.api.HjSuspendingProcedure;
import edu.rice.hj.api.HjSuspendingProcedureInt1D;
import edu.rice.hj.api.HjSuspendingProcedureInt2D;
import edu.rice.hj.api.HjSuspendingProcedureInt3D;
import weft.rt.Tasks;

/**
 * The task-creating loops behind {@code forall} and {@code forasync}: each is an
 * {@link HjSuspendable} that spawns its iterations (or chunks) as tasks when run, so that
 * {@code forall} is {@code finish} around it. Nested classes rather than lambdas, like every
 * runtime class.
 */
final class Loops {
    private Loops() {}

    /** The chunk size that splits {@code start..end} into {@code chunks} chunks. */
    static int chunkSize(int start, int end, int chunks) {
        int count = end - start + 1;
        return Math.max(1, (count + chunks - 1) / chunks);
    }

    /**
     * Block {@code group} of {@code groups} contiguous blocks of {@code lo..hi}, as
     * {@code {first, last}} (the first blocks one longer when the size does not divide evenly).
     */
    static int[] block(int group, int lo, int hi, int groups) {
        if (groups <= 0 || group < 0 || group >= groups) {
            throw new IllegalArgumentException("group " + group + " of " + groups);
        }
        int size = hi < lo ? 0 : hi - lo + 1;
        int base = size / groups;
        int extra = size % groups;
        int start = lo + group * base + Math.min(group, extra);
        int length = base + (group < extra ? 1 : 0);
        return new int[] {start, start + length - 1};
    }

    /**
     * A rectangular loop of rank 1 to 3 over inclusive ranges: {@link #run} spawns one task per
     * point (the body of {@code forall}/{@code forasync}), {@link #runInOrder} applies the body
     * to every point in row-major order in the current task ({@code forseq}).
     */
    static final class Box implements HjSuspendable {
        final int[] lo;
        final int[] hi;
        /** A {@code HjSuspendingProcedureInt1D}, {@code 2D} or {@code 3D}, by rank. */
        private final Object body;

        private Box(int[] lo, int[] hi, Object body) {
            if (body == null) {
                throw new NullPointerException("loop body");
            }
            this.lo = lo;
            this.hi = hi;
            this.body = body;
        }

        Box(int lo0, int hi0, HjSuspendingProcedureInt1D body) {
            this(new int[] {lo0}, new int[] {hi0}, body);
        }

        Box(int lo0, int hi0, int lo1, int hi1, HjSuspendingProcedureInt2D body) {
            this(new int[] {lo0, lo1}, new int[] {hi0, hi1}, body);
        }

        Box(int lo0, int hi0, int lo1, int hi1, int lo2, int hi2, HjSuspendingProcedureInt3D body) {
            this(new int[] {lo0, lo1, lo2}, new int[] {hi0, hi1, hi2}, body);
        }

        /** The loop over every point of {@code region} (of rank 1 to 3; the body's rank must match). */
        static Box of(HjRegion region, Object body) {
            int rank = region.rank();
            int[] lo = new int[rank];
            int[] hi = new int[rank];
            for (int d = 0; d < rank; d++) {
                lo[d] = region.lowerLimit(d);
                hi[d] = region.upperLimit(d);
            }
            return new Box(lo, hi, body);
        }

        @Override
        public void run() {
            each(true);
        }

        void runInOrder() {
            each(false);
        }

        /** The same loop restricted to indices {@code first..last} of the first dimension. */
        Box rows(int first, int last) {
            int[] from = lo.clone();
            int[] to = hi.clone();
            from[0] = first;
            to[0] = last;
            return new Box(from, to, body);
        }

        /** Every point in row-major order: spawned as a task each, or applied here. */
        private void each(boolean spawn) {
            int rank = lo.length;
            // Empty dimensions beyond the rank run once, at 0.
            long hi1 = rank > 1 ? hi[1] : 0;
            long hi2 = rank > 2 ? hi[2] : 0;
            for (long i = lo[0]; i <= hi[0]; i++) {
                for (long j = rank > 1 ? lo[1] : 0; j <= hi1; j++) {
                    for (long k = rank > 2 ? lo[2] : 0; k <= hi2; k++) {
                        Iteration it = new Iteration(body, rank, (int) i, (int) j, (int) k);
                        if (spawn) {
                            Tasks.async(it);
                        } else {
                            it.run();
                        }
                    }
                }
            }
        }
    }

    /** One point of a {@link Box}: the body applied to its coordinates. */
    static final class Iteration implements HjSuspendable {
        private final Object body;
        private final int rank;
        private final int i;
        private final int j;
        private final int k;

        Iteration(Object body, int rank, int i, int j, int k) {
            this.body = body;
            this.rank = rank;
            this.i = i;
            this.j = j;
            this.k = k;
        }

        @Override
        public void run() {
            if (rank == 1) {
                ((HjSuspendingProcedureInt1D) body).apply(i);
            } else if (rank == 2) {
                ((HjSuspendingProcedureInt2D) body).apply(i, j);
            } else {
                ((HjSuspendingProcedureInt3D) body).apply(i, j, k);
            }
        }
    }

    /** Spawns one task per element of an {@code Iterable} (iterated by the spawning task). */
    static final class Each<T> implements HjSuspendable {
        private final Iterable<T> items;
        private final HjSuspendingProcedure<T> body;

        Each(Iterable<T> items, HjSuspendingProcedure<T> body) {
            this.items = items;
            this.body = body;
        }

        @Override
        public void run() {
            for (Iterator<T> it = items.iterator(); it.hasNext();) {
                Tasks.async(new Apply<T>(body, it.next()));
            }
        }
    }

    /**
     * Spawns one task per chunk of {@code chunkSize} consecutive indices of the box's first
     * dimension; a chunk runs its points (all of the other dimensions) in row-major order.
     */
    static final class Chunks implements HjSuspendable {
        private final Box box;
        private final int chunkSize;

        Chunks(Box box, int chunkSize) {
            if (chunkSize <= 0) {
                throw new IllegalArgumentException("chunk size must be positive: " + chunkSize);
            }
            this.box = box;
            this.chunkSize = chunkSize;
        }

        /** Chunks that split the box's first dimension into {@code chunks} chunks. */
        static Chunks of(Box box, int chunks) {
            return new Chunks(box, chunkSize(box.lo[0], box.hi[0], chunks));
        }

        @Override
        public void run() {
            for (long first = box.lo[0]; first <= box.hi[0]; first += chunkSize) {
                int last = (int) Math.min(box.hi[0], first + chunkSize - 1);
                Tasks.async(new Chunk(box.rows((int) first, last)));
            }
        }
    }

    /** One chunk of a chunked loop: its box run in order in one task. */
    static final class Chunk implements HjSuspendable {
        private final Box box;

        Chunk(Box box) {
            this.box = box;
        }

        @Override
        public void run() {
            box.runInOrder();
        }
    }

    /** One iteration: the body applied to one value. */
    static final class Apply<T> implements HjSuspendable {
        private final HjSuspendingProcedure<T> body;
        private final T value;

        Apply(HjSuspendingProcedure<T> body, T value) {
            this.body = body;
            this.value = value;
        }

        @Override
        public void run() {
            body.apply(value);
        }
    }

    /** The body of {@code isolatedWithReturn}: runs the callable and keeps its value. */
    static final class Returning<V> implements HjSuspendable {
        private final HjSuspendingCallable<V> body;
        V value;

        Returning(HjSuspendingCallable<V> body) {
            this.body = body;
        }

        @Override
        public void run() {
            value = body.call();
        }
    }
}
