/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj.api;

/**
 * A point of an integer index space ({@code newPoint(i, j, ...)} of {@code edu.rice.hj.Module0}):
 * an immutable tuple of ints, equal to every point with the same coordinates.
 */
public interface HjPoint {
    /** The number of coordinates. */
    int rank();

    /** Coordinate {@code dimension} (0-based). */
    int get(int dimension);
}
