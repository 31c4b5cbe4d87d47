/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj;

import java.util.List;

import edu.rice.hj.api.HjCallable;
import edu.rice.hj.api.HjDataDrivenFuture;
import edu.rice.hj.api.HjFuture;
import edu.rice.hj.api.HjPhaser;
import edu.rice.hj.api.HjPhaserMode;
import edu.rice.hj.api.HjPhaserPair;
import edu.rice.hj.api.HjRunnable;
import edu.rice.hj.api.HjSuspendable;
import edu.rice.hj.api.HjSuspendingCallable;
import edu.rice.hj.api.HjSuspendingProcedureInt1D;
import weft.rt.TaskFuture;
import weft.rt.TaskPhaser;
import weft.rt.Tasks;

/**
 * Data-driven tasks and phaser operations, with HJlib's names and signatures: {@code
 * asyncAwait}, a task that starts once the futures it awaits have values ({@code
 * newDataDrivenFuture} and {@code newPhaser} are in {@link Module0}, as in HJlib);
 * {@code asyncPhased}, {@code next}, {@code signal},
 * {@code doWait}, {@code forallPhased} and {@code forasyncPhased}. Inherits the
 * constructs of {@link Module0}, so {@code import static edu.rice.hj.Module1.*} brings all of
 * them.
 */
public class Module1 extends Module0 {
    protected Module1() {}

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

    /** {@code asyncAwait} for a body that never suspends. */
    public static void asyncNbAwait(HjDataDrivenFuture<?> future, HjRunnable body) {
        asyncAwait(future, body);
    }

    /**
     * A future task that starts once {@code future} has a value (it waits for it first, so the
     * producer's past happens-before {@code body}).
     */
    public static <V> HjFuture<V> futureAwait(HjFuture<?> future, HjSuspendingCallable<V> body) {
        return TaskFuture.start(new AwaitThen<V>(new HjFuture<?>[] {future}, body));
    }

    /** A future task that starts once both futures have values. */
    public static <V> HjFuture<V> futureAwait(HjFuture<?> first, HjFuture<?> second, HjSuspendingCallable<V> body) {
        return TaskFuture.start(new AwaitThen<V>(new HjFuture<?>[] {first, second}, body));
    }

    /** A future task that starts once every future of the list has a value. */
    public static <V> HjFuture<V> futureAwait(List<? extends HjFuture<?>> futures, HjSuspendingCallable<V> body) {
        return TaskFuture.start(new AwaitThen<V>(futures.toArray(new HjFuture<?>[0]), body));
    }

    /** {@code futureAwait} for a body that never suspends. */
    public static <V> HjFuture<V> futureNbAwait(HjFuture<?> future, HjCallable<V> body) {
        return futureAwait(future, body);
    }

    /** {@code futureAwait} on two futures for a body that never suspends. */
    public static <V> HjFuture<V> futureNbAwait(HjFuture<?> first, HjFuture<?> second, HjCallable<V> body) {
        return futureAwait(first, second, body);
    }

    /** {@code futureAwait} on a list for a body that never suspends. */
    public static <V> HjFuture<V> futureNbAwait(List<? extends HjFuture<?>> futures, HjCallable<V> body) {
        return futureAwait(futures, body);
    }

    /** Starts {@code body} as a task registered on one phaser (at the current task's phase). */
    public static void asyncPhased(HjPhaserPair pair, HjSuspendable body) {
        asyncPhased(List.of(pair), body);
    }

    /** Starts {@code body} as a task registered on two phasers. */
    public static void asyncPhased(HjPhaserPair first, HjPhaserPair second, HjSuspendable body) {
        asyncPhased(List.of(first, second), body);
    }

    /** Starts {@code body} as a task registered on every phaser of the list. */
    public static void asyncPhased(List<HjPhaserPair> pairs, HjSuspendable body) {
        TaskPhaser[] phasers = new TaskPhaser[pairs.size()];
        int[] modes = new int[pairs.size()];
        for (int i = 0; i < phasers.length; i++) {
            phasers[i] = (TaskPhaser) pairs.get(i).phaser;
            modes[i] = (pairs.get(i).mode.signals() ? 1 : 0) | (pairs.get(i).mode.waits() ? 2 : 0);
        }
        Tasks.asyncPhased(phasers, modes, body);
    }

    /** Signals every phaser the current task is registered on, then waits on each. */
    public static void next() {
        Tasks.nextAll();
    }

    /** Signals every phaser the current task is registered on. */
    public static void signal() {
        Tasks.signalAll();
    }

    /** Waits on every phaser the current task is registered on. */
    public static void doWait() {
        Tasks.waitAll();
    }

    /**
     * One task per index of {@code start..end} (inclusive), all registered on one new phaser
     * in signal-wait mode (so {@code next()} in the body is a barrier), inside a finish.
     */
    public static void forallPhased(int start, int end, HjSuspendingProcedureInt1D body) {
        finish(new PhasedLoop(start, end, body));
    }

    /** {@link #forallPhased} without the finish. */
    public static void forasyncPhased(int start, int end, HjSuspendingProcedureInt1D body) {
        new PhasedLoop(start, end, body).run();
    }

    /**
     * One task per index of {@code start..end} (inclusive), each registered on the given
     * phasers in the given modes, inside a finish.
     */
    public static void forallPhased(int start, int end, List<HjPhaserPair> pairs, HjSuspendingProcedureInt1D body) {
        finish(new PhasedLoop(start, end, pairs, body));
    }

    /** {@link #forallPhased(int, int, List, HjSuspendingProcedure)} without the finish. */
    public static void forasyncPhased(int start, int end, List<HjPhaserPair> pairs,
            HjSuspendingProcedureInt1D body) {
        new PhasedLoop(start, end, pairs, body).run();
    }

    /**
     * The tasks of a phased loop: on the given phasers, or (no list) on a new signal-wait phaser
     * that the spawning task leaves once they exist.
     */
    private static final class PhasedLoop implements HjSuspendable {
        private final int start;
        private final int end;
        private final List<HjPhaserPair> pairs;
        private final HjSuspendingProcedureInt1D body;

        PhasedLoop(int start, int end, HjSuspendingProcedureInt1D body) {
            this(start, end, null, body);
        }

        PhasedLoop(int start, int end, List<HjPhaserPair> pairs, HjSuspendingProcedureInt1D body) {
            this.start = start;
            this.end = end;
            this.pairs = pairs;
            this.body = body;
        }

        @Override
        public void run() {
            HjPhaser own = pairs == null ? newPhaser(HjPhaserMode.SIG_WAIT) : null;
            for (long i = start; i <= end; i++) {
                HjSuspendable task = new Loops.Iteration(body, 1, (int) i, 0, 0);
                if (own != null) {
                    asyncPhased(own.inMode(HjPhaserMode.SIG_WAIT), task);
                } else {
                    asyncPhased(pairs, task);
                }
            }
            if (own != null) {
                own.drop();
            }
        }
    }

    /** A future's body that first waits for other futures. */
    private static final class AwaitThen<V> implements HjSuspendingCallable<V> {
        private final HjFuture<?>[] futures;
        private final HjSuspendingCallable<V> body;

        AwaitThen(HjFuture<?>[] futures, HjSuspendingCallable<V> body) {
            this.futures = futures;
            this.body = body;
        }

        @Override
        public V call() {
            for (int i = 0; i < futures.length; i++) {
                futures[i].get();
            }
            return body.call();
        }
    }

    /** A task body that first waits for its futures. */
    private static final class Await implements HjSuspendable {
        private final HjFuture<?>[] futures;
        private final HjSuspendable body;

        Await(HjFuture<?>[] futures, HjSuspendable body) {
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
