/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj.api;

/**
 * Thrown by operations that may suspend a task ({@code finish}, {@code HjFuture.get},
 * {@code next}). Unchecked in weft, so that every program that compiles against HJlib (where a
 * {@code throws SuspendableException} clause may be required) also compiles against weft.
 */
public class SuspendableException extends RuntimeException {
    public SuspendableException() {
        super();
    }

    public SuspendableException(String message) {
        super(message);
    }

    public SuspendableException(Throwable cause) {
        super(cause);
    }
}
