/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj;

import java.util.List;

import edu.rice.hj.api.HjDataDrivenFuture;
import edu.rice.hj.api.HjSuspendable;
import weft.rt.DataDrivenFuture;
import weft.rt.Tasks;

/**
 * Data-driven futures, with HJlib's names and signatures: {@code newDataDrivenFuture} and
 * {@code asyncAwait}, a task that starts once the futures it awaits have values. Inherits the
 * constructs of {@link Module0}, so {@code import static edu.rice.hj.Module1.*} brings all of
 * them.
 */
public class Module1 extends Module0 {
    protected Module1() {}

    /** A new data-driven future with no value yet. */
    public static <T> HjDataDrivenFuture<T> newDataDrivenFuture() {
        return new DataDrivenFuture<T>();
    }

    /** Starts {@code body} as a task once {@code future} has a value. */
    public static void asyncAwait(HjDataDrivenFuture<?> future, HjSuspendable body) {
        Tasks.async(new Await(new HjDataDrivenFuture<?>[] {future}, body));
    }

    /** Starts {@code body} as a task once both futures have values. */
    public static void asyncAwait(HjDataDrivenFuture<?> first, HjDataDrivenFuture<?> second, HjSuspendable body) {
        Tasks.async(new Await(new HjDataDrivenFuture<?>[] {first, second}, body));
    }

    /** Starts {@code body} as a task once the three futures have values. */
    public static void asyncAwait(HjDataDrivenFuture<?> first, HjDataDrivenFuture<?> second,
            HjDataDrivenFuture<?> third, HjSuspendable body) {
        Tasks.async(new Await(new HjDataDrivenFuture<?>[] {first, second, third}, body));
    }

    /** Starts {@code body} as a task once every future of the list has a value. */
    public static void asyncAwait(List<HjDataDrivenFuture<?>> futures, HjSuspendable body) {
        Tasks.async(new Await(futures.toArray(new HjDataDrivenFuture<?>[0]), body));
    }

    /** A task body that first waits for its futures. */
    private static final class Await implements HjSuspendable {
        private final HjDataDrivenFuture<?>[] futures;
        private final HjSuspendable body;

        Await(HjDataDrivenFuture<?>[] futures, HjSuspendable body) {
            this.futures = futures;
            this.body = body;
        }

        @Override
        public void run() {
            for (int i = 0; i < futures.length; i++) {
                futures[i].get();
            }
            body.run();
        }
    }
}
