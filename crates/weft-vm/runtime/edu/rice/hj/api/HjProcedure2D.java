package edu.rice.hj.api;

/** A 2-D loop body that does not suspend. */
@FunctionalInterface
public interface HjProcedure2D<A, B> extends HjSuspendingProcedure2D<A, B> {
    @Override
    void apply(A a, B b);
}
