/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj.api;

/** The reduction of a finish accumulator ({@code newFinishAccumulator}). */
public enum HjOperator {
    /** The sum of the values put (0 when none). */
    SUM,
    /** The product of the values put (1 when none). */
    PROD,
    /** The least value put (the type's largest value when none). */
    MIN,
    /** The greatest value put (the type's least value when none). */
    MAX
}
