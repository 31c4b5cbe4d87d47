package edu.rice.hj.api;

/** A single-assignment future: {@code put} once, then {@code get} and {@code asyncAwait}. */
public interface HjDataDrivenFuture<V> extends HjFuture<V> {
    /** Sets the value; a second {@code put} throws {@link IllegalStateException}. */
    void put(V value);
}
