/*
 * weft runtime support for Habanero tasks. See crates/weft-vm/runtime/NATIVES.md.
 */
package weft.rt;

/**
 * One {@code isolated} block a task is in: global ({@code objects} is null) or on objects.
 * The blocks a task is in form a stack from {@link Task#isolated} through {@link #outer}.
 * {@link #global} and {@link #acquired} say what entering this block added to what the task
 * already held: the global gate, and which of {@code objects}; a nested block whose exclusion
 * the task already has acquires nothing. All fields but {@code objects} are written by natives
 * of {@link Tasks} only.
 */
final class IsolatedBlock {
    /** The objects of an object-based block; null for a global block. */
    final Object[] objects;
    /** Whether entering the block acquired the global gate exclusively. */
    boolean global;
    /** The objects entering the block acquired (not held by the task before), or null. */
    Object[] acquired;
    /** The block this one is nested in, if any. */
    IsolatedBlock outer;

    IsolatedBlock(Object[] objects) {
        this.objects = objects;
    }
}
