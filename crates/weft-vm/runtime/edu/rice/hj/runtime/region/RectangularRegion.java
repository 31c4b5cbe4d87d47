/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj.runtime.region;

import edu.rice.hj.api.HjRegion;

/**
 * The rectangular regions behind {@code HjRegion.HjRegion1D/2D/3D}: an inclusive range of ints
 * per dimension (empty when a range's upper limit is below its lower limit).
 */
public abstract class RectangularRegion implements HjRegion {
    private final int[] lo;
    private final int[] hi;

    RectangularRegion(int[] lo, int[] hi) {
        this.lo = lo;
        this.hi = hi;
    }

    @Override
    public int rank() {
        return lo.length;
    }

    @Override
    public int lowerLimit(int dimension) {
        check(dimension);
        return lo[dimension];
    }

    @Override
    public int upperLimit(int dimension) {
        check(dimension);
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

    private void check(int dimension) {
        if (dimension < 0 || dimension >= lo.length) {
            throw new IllegalArgumentException("dimension " + dimension + " of a rank-" + lo.length + " region");
        }
    }
}
