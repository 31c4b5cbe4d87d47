package edu.rice.hj.api;

/** A 1-D integer loop body ({@code forall}, {@code forasync}, {@code forseq}) that may suspend. */
@FunctionalInterface
public interface HjSuspendingProcedureInt1D {
    void apply(int i) throws SuspendableException;
}
