package edu.rice.hj.api;

/** A 3-D integer loop body that does not suspend. */
@FunctionalInterface
public interface HjProcedureInt3D extends HjSuspendingProcedureInt3D {
    @Override
    void apply(int i, int j, int k);
}
