package edu.rice.hj.api;

/** A 2-D integer loop body ({@code forall}, {@code forasync}, {@code forseq}) that may suspend. */
@FunctionalInterface
public interface HjSuspendingProcedureInt2D {
    void apply(int i, int j) throws SuspendableException;
}
