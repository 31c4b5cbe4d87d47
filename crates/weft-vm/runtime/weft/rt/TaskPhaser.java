/*
 * weft runtime support for Habanero phasers. See crates/weft-vm/runtime/NATIVES.md.
 */
package weft.rt;

import edu.rice.hj.api.HjPhaser;
import edu.rice.hj.api.HjPhaserMode;
import edu.rice.hj.api.HjPhaserPair;

/**
 * A phaser. Its registrations ({@link PhaserRegistration}) are kept by natives only: signalling
 * phase k is a volatile write of the synthetic location (this phaser, k) and completing a wait
 * for phase k a volatile read of it, so the happens-before edges are exactly the phaser's (each
 * signaller's past before signal k, to each waiter's future after wait k) and nothing orders
 * the signallers among themselves.
 */
public final class TaskPhaser implements HjPhaser {
    /** The registrations of this phaser (a list through {@link PhaserRegistration#nextOfPhaser}). */
    PhaserRegistration registrations;

    /** The mode bits of {@code mode}: 1 signals, 2 waits. */
    static int bits(HjPhaserMode mode) {
        return (mode.signals() ? 1 : 0) | (mode.waits() ? 2 : 0);
    }

    /** A new phaser with the current task registered in {@code mode}. */
    public static TaskPhaser create(HjPhaserMode mode) {
        TaskPhaser phaser = new TaskPhaser();
        Tasks.registerPhaser(phaser, Tasks.currentTask(), bits(mode), null);
        return phaser;
    }

    @Override
    public HjPhaserPair inMode(HjPhaserMode mode) {
        return new HjPhaserPair(this, mode);
    }

    @Override
    public void next() {
        Tasks.phaserSignal(this);
        Tasks.phaserAwait(this);
    }

    @Override
    public void signal() {
        Tasks.phaserSignal(this);
    }

    @Override
    public void doWait() {
        Tasks.phaserAwait(this);
    }

    @Override
    public void drop() {
        Tasks.phaserDrop(this);
    }

    @Override
    public int getPhase() {
        return Tasks.phaserPhase(this);
    }
}
