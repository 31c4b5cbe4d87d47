/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj.api;

import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * Rectangular iteration spaces with HJlib's names: {@code HjRegion.HjRegion1D} (an inclusive
 * range of ints, iterable in order, so it can be passed to {@code forall}, {@code forasync} and
 * {@code forseq}) and {@code HjRegion.HjRegion2D} (a product of two inclusive ranges). Made by
 * {@code newRectangularRegion1D/2D} and split by {@code myGroup} of {@code edu.rice.hj.Module0}.
 */
public interface HjRegion {
    /** The number of dimensions. */
    int rank();

    /** The lowest index of dimension {@code dimension}. */
    int lowerLimit(int dimension);

    /** The highest index of dimension {@code dimension} (inclusive). */
    int upperLimit(int dimension);

    /** The number of points. */
    int numElements();

    /** A 1-D region {@code lo..hi} (inclusive; empty when {@code hi < lo}). */
    final class HjRegion1D implements HjRegion, Iterable<Integer> {
        private final int lo;
        private final int hi;

        public HjRegion1D(int lo, int hi) {
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        public int rank() {
            return 1;
        }

        @Override
        public int lowerLimit(int dimension) {
            check(dimension, 1);
            return lo;
        }

        @Override
        public int upperLimit(int dimension) {
            check(dimension, 1);
            return hi;
        }

        @Override
        public int numElements() {
            return hi < lo ? 0 : hi - lo + 1;
        }

        @Override
        public Iterator<Integer> iterator() {
            return new Iterator<Integer>() {
                private long next = lo;

                @Override
                public boolean hasNext() {
                    return next <= hi;
                }

                @Override
                public Integer next() {
                    if (next > hi) {
                        throw new NoSuchElementException();
                    }
                    return Integer.valueOf((int) next++);
                }
            };
        }

        @Override
        public String toString() {
            return "[" + lo + ":" + hi + "]";
        }
    }

    /** A 2-D region {@code lo0..hi0 x lo1..hi1} (inclusive). */
    final class HjRegion2D implements HjRegion {
        private final int lo0;
        private final int hi0;
        private final int lo1;
        private final int hi1;

        public HjRegion2D(int lo0, int hi0, int lo1, int hi1) {
            this.lo0 = lo0;
            this.hi0 = hi0;
            this.lo1 = lo1;
            this.hi1 = hi1;
        }

        @Override
        public int rank() {
            return 2;
        }

        @Override
        public int lowerLimit(int dimension) {
            check(dimension, 2);
            return dimension == 0 ? lo0 : lo1;
        }

        @Override
        public int upperLimit(int dimension) {
            check(dimension, 2);
            return dimension == 0 ? hi0 : hi1;
        }

        @Override
        public int numElements() {
            return (hi0 < lo0 || hi1 < lo1) ? 0 : (hi0 - lo0 + 1) * (hi1 - lo1 + 1);
        }

        @Override
        public String toString() {
            return "[" + lo0 + ":" + hi0 + "," + lo1 + ":" + hi1 + "]";
        }
    }

    private static void check(int dimension, int rank) {
        if (dimension < 0 || dimension >= rank) {
            throw new IllegalArgumentException("dimension " + dimension + " of a rank-" + rank + " region");
        }
    }
}
