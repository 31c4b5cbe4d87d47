/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj.api;

/**
 * Rectangular iteration spaces with HJlib's names: {@code HjRegion.HjRegion1D} (an inclusive
 * range of ints), {@code HjRegion.HjRegion2D} and {@code HjRegion.HjRegion3D} (products of two
 * and three inclusive ranges). Made by {@code newRectangularRegion1D/2D/3D} and split by
 * {@code myGroup} of {@code edu.rice.hj.Module0}; {@code forall}, {@code forasync} and
 * {@code forseq} take each of them with an integer body of the same rank.
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

    /** The rectangular regions: an inclusive range per dimension. */
    abstract class Rectangular implements HjRegion {
        private final int[] lo;
        private final int[] hi;

        Rectangular(int[] lo, int[] hi) {
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        public int rank() {
            return lo.length;
        }

        @Override
        public int lowerLimit(int dimension) {
            check(dimension, lo.length);
            return lo[dimension];
        }

        @Override
        public int upperLimit(int dimension) {
            check(dimension, lo.length);
            return hi[dimension];
        }

        @Override
        public int numElements() {
            int n = 1;
            for (int d = 0; d < lo.length; d++) {
                n *= hi[d] < lo[d] ? 0 : hi[d] - lo[d] + 1;
            }
            return n;
        }

        @Override
        public String toString() {
            StringBuilder s = new StringBuilder("[");
            for (int d = 0; d < lo.length; d++) {
                s.append(d == 0 ? "" : ",").append(lo[d]).append(':').append(hi[d]);
            }
            return s.append(']').toString();
        }
    }

    /** A 1-D region {@code lo..hi} (inclusive; empty when {@code hi < lo}). */
    final class HjRegion1D extends Rectangular {
        public HjRegion1D(int lo, int hi) {
            super(new int[] {lo}, new int[] {hi});
        }
    }

    /** A 2-D region {@code lo0..hi0 x lo1..hi1} (inclusive). */
    final class HjRegion2D extends Rectangular {
        public HjRegion2D(int lo0, int hi0, int lo1, int hi1) {
            super(new int[] {lo0, lo1}, new int[] {hi0, hi1});
        }
    }

    /** A 3-D region {@code lo0..hi0 x lo1..hi1 x lo2..hi2} (inclusive). */
    final class HjRegion3D extends Rectangular {
        public HjRegion3D(int lo0, int hi0, int lo1, int hi1, int lo2, int hi2) {
            super(new int[] {lo0, lo1, lo2}, new int[] {hi0, hi1, hi2});
        }
    }

    private static void check(int dimension, int rank) {
        if (dimension < 0 || dimension >= rank) {
            throw new IllegalArgumentException("dimension " + dimension + " of a rank-" + rank + " region");
        }
    }
}
