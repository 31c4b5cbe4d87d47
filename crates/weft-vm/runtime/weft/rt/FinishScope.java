/*
 * weft runtime support for Habanero tasks. See crates/weft-vm/runtime/NATIVES.md.
 */
package weft.rt;

/**
 * A {@code finish} scope: the tasks registered in it, which the scope's owner joins when the
 * body ends, and the exceptions they (and the body) threw. The lists are kept by natives only
 * ({@link Tasks#spawn} prepends, {@link Tasks#nextToJoin} pops, {@link Tasks#collect} adds a
 * failure), so their bookkeeping is invisible to the race detector: the only happens-before
 * edges a finish creates are the joins of its tasks.
 */
final class FinishScope {
    /** The scope the owner was in when this one began (null for a root scope). */
    final FinishScope outer;
    /** The most recently registered task not yet joined (a list through {@link Task#next}). */
    Task pending;
    /** The exceptions collected so far, most recent first. */
    Failure failures;
    /** The finish accumulators registered with this scope (see {@link Accumulator}). */
    Accumulator[] accumulators;

    FinishScope(FinishScope outer) {
        this.outer = outer;
    }
}
