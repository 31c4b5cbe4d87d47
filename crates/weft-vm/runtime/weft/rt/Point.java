/*
 * weft runtime support for Habanero tasks. See crates/weft-vm/runtime/NATIVES.md.
 */
package weft.rt;

import java.util.Iterator;
import java.util.NoSuchElementException;

import edu.rice.hj.api.HjPoint;
import edu.rice.hj.api.HjRegion;

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

    /** The points of a region in row-major order ({@code HjRegion.toSeqIterable}). */
    public static final class Points implements Iterable<HjPoint> {
        private final HjRegion region;

        public Points(HjRegion region) {
            this.region = region;
        }

        @Override
        public Iterator<HjPoint> iterator() {
            int rank = region.rank();
            int[] next = new int[rank];
            for (int d = 0; d < rank; d++) {
                next[d] = region.lowerLimit(d);
            }
            return new Walk(region, next, region.numElements());
        }
    }

    /** The iterator of {@link Points}: {@code left} points remain, {@code next} is the first. */
    private static final class Walk implements Iterator<HjPoint> {
        private final HjRegion region;
        private final int[] next;
        private int left;

        Walk(HjRegion region, int[] next, int left) {
            this.region = region;
            this.next = next;
            this.left = left;
        }

        @Override
        public boolean hasNext() {
            return left > 0;
        }

        @Override
        public HjPoint next() {
            if (left <= 0) {
                throw new NoSuchElementException();
            }
            Point p = new Point(next);
            left--;
            for (int d = next.length - 1; d >= 0; d--) {
                if (next[d] < region.upperLimit(d)) {
                    next[d]++;
                    break;
                }
                next[d] = region.lowerLimit(d);
            }
            return p;
        }
    }
}
