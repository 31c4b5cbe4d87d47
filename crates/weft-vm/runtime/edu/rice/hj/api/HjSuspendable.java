package edu.rice.hj.api;

/** A task body that may suspend (contain {@code finish}, {@code get}, {@code next}). */
@FunctionalInterface
public interface HjSuspendable {
    void run() throws SuspendableException;
}
