package edu.rice.hj.api;

/** A phaser and the mode a new task is registered on it with ({@code asyncPhased}). */
public final class HjPhaserPair {
    public final HjPhaser phaser;
    public final HjPhaserMode mode;

    public HjPhaserPair(HjPhaser phaser, HjPhaserMode mode) {
        this.phaser = phaser;
        this.mode = mode;
    }
}
