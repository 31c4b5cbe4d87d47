/*
 * weft runtime support for Habanero tasks. See crates/weft-vm/runtime/NATIVES.md.
 */
package weft.rt;

import edu.rice.hj.api.HjPoint;

/** The points of {@code newPoint}: an immutable copy of the coordinates, compared by value. */
public final class Point implements HjPoint {
    private final int[] coordinates;

    public Point(int[] coordinates) {
        this.coordinates = coordinates.clone();
    }

    @Override
    public int rank() {
        return coordinates.length;
    }

    @Override
    public int get(int dimension) {
        if (dimension < 0 || dimension >= coordinates.length) {
            throw new IllegalArgumentException("dimension " + dimension + " of a rank-" + coordinates.length + " point");
        }
        return coordinates[dimension];
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Point)) {
            return false;
        }
        int[] theirs = ((Point) other).coordinates;
        if (theirs.length != coordinates.length) {
            return false;
        }
        for (int i = 0; i < coordinates.length; i++) {
            if (theirs[i] != coordinates[i]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = 1;
        for (int i = 0; i < coordinates.length; i++) {
            h = 31 * h + coordinates[i];
        }
        return h;
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder("(");
        for (int i = 0; i < coordinates.length; i++) {
            s.append(i == 0 ? "" : ",").append(coordinates[i]);
        }
        return s.append(')').toString();
    }
}
