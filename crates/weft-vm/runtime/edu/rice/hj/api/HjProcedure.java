package edu.rice.hj.api;

/** A loop body that does not suspend. */
@FunctionalInterface
public interface HjProcedure<T> extends HjSuspendingProcedure<T> {
    @Override
    void apply(T t);
}
