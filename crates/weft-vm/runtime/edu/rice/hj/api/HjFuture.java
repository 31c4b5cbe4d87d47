package edu.rice.hj.api;

/** The result of a {@code future} task (or a data-driven future). */
public interface HjFuture<V> {
    /** Waits for the value; everything the producing task did happens-before the return. */
    V get() throws SuspendableException;

    /** {@link #get}, for callers that cannot suspend (every {@code get} may be called anywhere in weft). */
    default V safeGet() {
        return get();
    }

    /** Whether the value is available now. */
    boolean resolved();
}
