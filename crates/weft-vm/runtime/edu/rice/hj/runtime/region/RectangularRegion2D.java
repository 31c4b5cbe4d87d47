/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj.runtime.region;

import edu.rice.hj.api.HjRegion;

/** The 2-D region {@code lo0..hi0 x lo1..hi1} (inclusive). */
public final class RectangularRegion2D extends RectangularRegion implements HjRegion.HjRegion2D {
    public RectangularRegion2D(int lo0, int hi0, int lo1, int hi1) {
        super(new int[] {lo0, lo1}, new int[] {hi0, hi1});
    }
}
