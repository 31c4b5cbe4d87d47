package edu.rice.hj.api;

/**
 * A phaser: tasks registered in a signalling mode signal the end of each phase, tasks in a
 * waiting mode wait until every signaller has signalled it. Everything a signaller did before
 * signalling phase k happens-before everything a waiter does after waiting for phase k.
 */
public interface HjPhaser {
    /** A registration of this phaser in {@code mode}, for {@code asyncPhased}. */
    HjPhaserPair inMode(HjPhaserMode mode);

    /** Signals (if the current task's mode signals) and waits (if it waits) on this phaser. */
    void next() throws SuspendableException;

    /** Signals the end of the current task's phase on this phaser. */
    void signal();

    /** Waits until every signaller has signalled the current task's phase. */
    void doWait() throws SuspendableException;

    /** Deregisters the current task from this phaser. */
    void drop();

    /** The number of phases the current task has completed on this phaser. */
    int getPhase();
}
