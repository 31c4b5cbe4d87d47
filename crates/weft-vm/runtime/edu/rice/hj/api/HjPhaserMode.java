package edu.rice.hj.api;

/** How a task is registered on a phaser: it signals, waits, or both. */
public enum HjPhaserMode {
    SIG,
    WAIT,
    SIG_WAIT,
    SIG_WAIT_SINGLE;

    public boolean signals() {
        return this != WAIT;
    }

    public boolean waits() {
        return this != SIG;
    }
}
