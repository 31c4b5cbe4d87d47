package edu.rice.hj.api;

/** A 1-D integer loop body that does not suspend. */
@FunctionalInterface
public interface HjProcedureInt1D extends HjSuspendingProcedureInt1D {
    @Override
    void apply(int i);
}
