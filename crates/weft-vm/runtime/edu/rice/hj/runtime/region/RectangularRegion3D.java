/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj.runtime.region;

import edu.rice.hj.api.HjRegion;

/** The 3-D region {@code lo0..hi0 x lo1..hi1 x lo2..hi2} (inclusive). */
public final class RectangularRegion3D extends RectangularRegion implements HjRegion.HjRegion3D {
    public RectangularRegion3D(int lo0, int hi0, int lo1, int hi1, int lo2, int hi2) {
        super(new int[] {lo0, lo1, lo2}, new int[] {hi0, hi1, hi2});
    }
}
