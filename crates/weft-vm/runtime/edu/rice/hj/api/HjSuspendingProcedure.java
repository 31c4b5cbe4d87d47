package edu.rice.hj.api;

/** A loop body ({@code forall}, {@code forasync}) that may suspend. */
@FunctionalInterface
public interface HjSuspendingProcedure<T> {
    void apply(T t) throws SuspendableException;
}
