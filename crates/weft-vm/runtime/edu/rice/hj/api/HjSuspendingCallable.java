package edu.rice.hj.api;

/** The body of a future that may suspend. */
@FunctionalInterface
public interface HjSuspendingCallable<V> {
    V call() throws SuspendableException;
}
