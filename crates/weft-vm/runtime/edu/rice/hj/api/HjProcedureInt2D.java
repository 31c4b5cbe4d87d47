package edu.rice.hj.api;

/** A 2-D integer loop body that does not suspend. */
@FunctionalInterface
public interface HjProcedureInt2D extends HjSuspendingProcedureInt2D {
    @Override
    void apply(int i, int j);
}
