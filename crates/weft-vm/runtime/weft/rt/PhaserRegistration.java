/*
 * weft runtime support for Habanero phasers. See crates/weft-vm/runtime/NATIVES.md.
 */
package weft.rt;

/** One task's registration on one phaser; read and written by natives of {@link Tasks} only. */
final class PhaserRegistration {
    TaskPhaser phaser;
    Task task;
    /** 1: signals, 2: waits. */
    int mode;
    /** Phases signalled. */
    int signals;
    /** Phases waited for. */
    int waits;
    boolean dropped;
    PhaserRegistration nextOfTask;
    PhaserRegistration nextOfPhaser;
}
