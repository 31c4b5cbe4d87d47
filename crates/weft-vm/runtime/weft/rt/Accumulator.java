/*
 * weft runtime support for Habanero tasks. See crates/weft-vm/runtime/NATIVES.md.
 */
package weft.rt;

import edu.rice.hj.api.HjFinishAccumulator;
import edu.rice.hj.api.HjOperator;

/**
 * A finish accumulator. Every field but {@code operator} and {@code kind} is read and written by
 * natives of {@link Tasks} only, so puts from different tasks add neither scheduling points nor
 * happens-before edges (integer sums, products, minima and maxima do not depend on the order of
 * the puts; a {@code double} sum is computed in the order the explored execution made them).
 */
public final class Accumulator implements HjFinishAccumulator {
    /** The {@link HjOperator}'s ordinal. */
    final int operator;
    /** 0: {@code int}, 1: {@code long}, 2: {@code double}. */
    final int kind;
    /** The value so far, for {@code int} and {@code long} accumulators. */
    long whole;
    /** The value so far, for {@code double} accumulators. */
    double real;
    /** The finish scope the accumulator is registered with (null: never registered). */
    FinishScope scope;
    /** Whether that scope has ended. */
    boolean closed;

    public Accumulator(HjOperator operator, Class<?> type) {
        if (operator == null) {
            throw new NullPointerException("operator");
        }
        this.operator = operator.ordinal();
        if (type == int.class || type == Integer.class || type == short.class || type == Short.class
                || type == byte.class || type == Byte.class) {
            this.kind = 0;
        } else if (type == long.class || type == Long.class) {
            this.kind = 1;
        } else if (type == double.class || type == Double.class || type == float.class || type == Float.class) {
            this.kind = 2;
        } else {
            throw new IllegalArgumentException("finish accumulators reduce int, long or double values, not " + type);
        }
    }

    @Override
    public void put(Number value) {
        Tasks.accumulate(this, value.longValue(), value.doubleValue());
    }

    @Override
    public Number get() {
        long[] whole = new long[1];
        double[] real = new double[1];
        Tasks.result(this, whole, real);
        if (kind == 0) {
            return Integer.valueOf((int) whole[0]);
        }
        if (kind == 1) {
            return Long.valueOf(whole[0]);
        }
        return Double.valueOf(real[0]);
    }
}
