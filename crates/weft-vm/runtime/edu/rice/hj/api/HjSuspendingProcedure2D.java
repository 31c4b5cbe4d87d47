package edu.rice.hj.api;

/** A 2-D loop body that may suspend. */
@FunctionalInterface
public interface HjSuspendingProcedure2D<A, B> {
    void apply(A a, B b) throws SuspendableException;
}
