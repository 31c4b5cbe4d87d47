package edu.rice.hj.api;

/** A task body that does not suspend; usable wherever an {@link HjSuspendable} is. */
@FunctionalInterface
public interface HjRunnable extends HjSuspendable, Runnable {
    @Override
    void run();
}
