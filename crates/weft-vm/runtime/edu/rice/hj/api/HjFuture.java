package edu.rice.hj.api;

/** The result of a {@code future} task (or a data-driven future). */
public interface HjFuture<V> {
    /** Waits for the value; everything the producing task did happens-before the return. */
    V get() throws SuspendableException;

    /** Whether the value is available now. */
    boolean resolved();
}
