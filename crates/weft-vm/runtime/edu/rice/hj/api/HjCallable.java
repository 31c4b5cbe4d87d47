package edu.rice.hj.api;

/** The body of a future that does not suspend. */
@FunctionalInterface
public interface HjCallable<V> extends HjSuspendingCallable<V> {
    @Override
    V call();
}
