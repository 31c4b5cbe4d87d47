/*
 * weft runtime support for Habanero tasks. See crates/weft-vm/runtime/NATIVES.md.
 */
package weft.rt;

import edu.rice.hj.api.HjDataDrivenFuture;

/**
 * A data-driven future. {@code put} stores the value and then writes the volatile flag
 * {@link #ready}; {@code get} reads the flag (blocking while it is false), so the putter's past
 * happens-before the getter's future and nothing else: waiting goes through natives that emit
 * no synchronization, not through a monitor, which would order the waiting tasks among
 * themselves.
 */
public final class DataDrivenFuture<V> implements HjDataDrivenFuture<V> {
    private V value;
    private volatile boolean ready;

    @Override
    public void put(V value) {
        if (ready) {
            throw new IllegalStateException("a data-driven future can be put only once");
        }
        this.value = value;
        ready = true;
        Tasks.wakeWaiters(this);
    }

    @Override
    public V get() {
        while (!ready) {
            Tasks.awaitValue(this);
        }
        return value;
    }

    @Override
    public boolean resolved() {
        return ready;
    }
}
