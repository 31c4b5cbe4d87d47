/*
 * weft runtime support for Habanero tasks. See crates/weft-vm/runtime/NATIVES.md.
 */
package weft.rt;

/**
 * A Habanero task. Its machine thread's {@code Thread} object (hidden from the program) has this
 * object as its {@code target}, which is how the machine tells tasks from threads. All fields
 * are read and written by natives of {@link Tasks} only, and only by the task's own thread or
 * before the task starts, so they create no scheduling points and no happens-before edges.
 */
public final class Task {
    /** The innermost {@code finish} scope the task is in; new tasks register there. */
    FinishScope scope;
    /** The task's machine thread (its hidden {@code Thread} object), set when it is spawned. */
    Thread thread;
    /** The next task of the scope it is registered in. */
    Task next;
    /** The permission regions the task holds (a list through {@link Region#next}). */
    Region regions;
    /** The task's phaser registrations (a list through {@link PhaserRegistration#nextOfTask}). */
    PhaserRegistration phasers;
    /** The innermost isolated block the task is in (a stack through {@link IsolatedBlock#outer}). */
    IsolatedBlock isolated;
    /**
     * The task's critical-path length so far: its parent's at the spawn, plus its own
     * {@code doWork} units, raised to a joined task's at each finish end and future get.
     */
    long span;
    /** The data-driven future or phaser the task is blocked on, if any. */
    Object awaiting;

    Task(FinishScope scope) {
        this.scope = scope;
    }
}
