/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj;

import java.util.Iterator;

import edu.rice.hj.api.HjSuspendable;
import edu.rice.hj.api.HjSuspendingProcedure;
import edu.rice.hj.api.HjSuspendingProcedure2D;
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

    /** Spawns one task per index of an inclusive range. */
    static final class Range implements HjSuspendable {
        private final int start;
        private final int end;
        private final HjSuspendingProcedure<Integer> body;

        Range(int start, int end, HjSuspendingProcedure<Integer> body) {
            this.start = start;
            this.end = end;
            this.body = body;
        }

        @Override
        public void run() {
            for (int i = start; i <= end; i++) {
                Tasks.async(new Apply<Integer>(body, Integer.valueOf(i)));
            }
        }
    }

    /** Spawns one task per pair of a 2-D inclusive range. */
    static final class Range2D implements HjSuspendable {
        private final int start0;
        private final int end0;
        private final int start1;
        private final int end1;
        private final HjSuspendingProcedure2D<Integer, Integer> body;

        Range2D(int start0, int end0, int start1, int end1, HjSuspendingProcedure2D<Integer, Integer> body) {
            this.start0 = start0;
            this.end0 = end0;
            this.start1 = start1;
            this.end1 = end1;
            this.body = body;
        }

        @Override
        public void run() {
            for (int i = start0; i <= end0; i++) {
                for (int j = start1; j <= end1; j++) {
                    Tasks.async(new Apply2D(body, Integer.valueOf(i), Integer.valueOf(j)));
                }
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

    /** Spawns one task per chunk; a chunk runs its indices in order. */
    static final class Chunks implements HjSuspendable {
        private final int start;
        private final int end;
        private final int chunkSize;
        private final HjSuspendingProcedure<Integer> body;

        Chunks(int start, int end, int chunkSize, HjSuspendingProcedure<Integer> body) {
            if (chunkSize <= 0) {
                throw new IllegalArgumentException("chunk size must be positive: " + chunkSize);
            }
            this.start = start;
            this.end = end;
            this.chunkSize = chunkSize;
            this.body = body;
        }

        @Override
        public void run() {
            for (int first = start; first <= end; first += chunkSize) {
                int last = Math.min(end, first + chunkSize - 1);
                Tasks.async(new Chunk(first, last, body));
            }
        }
    }

    /** One chunk of a chunked loop. */
    static final class Chunk implements HjSuspendable {
        private final int first;
        private final int last;
        private final HjSuspendingProcedure<Integer> body;

        Chunk(int first, int last, HjSuspendingProcedure<Integer> body) {
            this.first = first;
            this.last = last;
            this.body = body;
        }

        @Override
        public void run() {
            for (int i = first; i <= last; i++) {
                body.apply(Integer.valueOf(i));
            }
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

    /** One iteration of a 2-D loop. */
    static final class Apply2D implements HjSuspendable {
        private final HjSuspendingProcedure2D<Integer, Integer> body;
        private final Integer i;
        private final Integer j;

        Apply2D(HjSuspendingProcedure2D<Integer, Integer> body, Integer i, Integer j) {
            this.body = body;
            this.i = i;
            this.j = j;
        }

        @Override
        public void run() {
            body.apply(i, j);
        }
    }
}
