/*
 * weft runtime support for Habanero tasks. See crates/weft-vm/runtime/NATIVES.md.
 */
package weft.rt;

/**
 * A {@code finish} scope: the tasks registered in it, which the scope's owner joins when the
 * body ends. The list is kept by natives only ({@link Tasks#spawn} prepends, {@link
 * Tasks#nextToJoin} pops), so its bookkeeping is invisible to the race detector: the only
 * happens-before edges a finish creates are the joins of its tasks.
 */
final class FinishScope {
    /** The most recently registered task not yet joined (a list through {@link Task#next}). */
    Task pending;
}
