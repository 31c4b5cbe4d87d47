package edu.rice.hj.api;

/** A 3-D integer loop body ({@code forall}, {@code forasync}, {@code forseq}) that may suspend. */
@FunctionalInterface
public interface HjSuspendingProcedureInt3D {
    void apply(int i, int j, int k) throws SuspendableException;
}
