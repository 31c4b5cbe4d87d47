/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj.runtime.region;

import edu.rice.hj.api.HjRegion;

/** The 1-D region {@code lo0..hi0} (inclusive). */
public final class RectangularRegion1D extends RectangularRegion implements HjRegion.HjRegion1D {
    public RectangularRegion1D(int lo0, int hi0) {
        super(new int[] {lo0}, new int[] {hi0});
    }
}
