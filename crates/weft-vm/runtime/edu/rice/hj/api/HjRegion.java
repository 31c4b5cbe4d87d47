/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj.api;

/**
 * Iteration spaces with HJlib's names: the interfaces {@code HjRegion.HjRegion1D},
 * {@code HjRegion.HjRegion2D} and {@code HjRegion.HjRegion3D}, implemented by the rectangular
 * regions of {@code edu.rice.hj.runtime.region} (an inclusive range per dimension). Made by
 * {@code newRectangularRegion1D/2D/3D} and split by {@code group}/{@code myGroup} of
 * {@code edu.rice.hj.Module0}; {@code forall}, {@code forasync} and {@code forseq} take each of
 * them with an integer body of the same rank.
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

    /** The points of the region in row-major order, as {@code HjPoint}s. */
    default Iterable<HjPoint> toSeqIterable() {
        return new weft.rt.Point.Points(this);
    }

    /** A region of rank 1 (HJlib's {@code HjRegion.HjRegion1D}). */
    interface HjRegion1D extends HjRegion {}

    /** A region of rank 2 (HJlib's {@code HjRegion.HjRegion2D}). */
    interface HjRegion2D extends HjRegion {}

    /** A region of rank 3 (HJlib's {@code HjRegion.HjRegion3D}). */
    interface HjRegion3D extends HjRegion {}
}
