/*
 * weft runtime support for Habanero tasks. See crates/weft-vm/runtime/NATIVES.md.
 */
package weft.rt;

import edu.rice.hj.api.HjSuspendable;
import edu.rice.hj.runtime.util.MultipleExceptions;

/**
 * Habanero tasks as machine threads. A task is a machine thread whose hidden {@code Thread}
 * object has a {@link Task} as its target; the program never sees a {@code java.lang.Thread}.
 *
 * <p>Happens-before edges are exactly the Habanero ones: {@link #spawn} emits a thread start
 * (the parent's past happens-before the task), the end of a {@code finish} and
 * {@code HjFuture.get} emit thread joins (the joined task's whole execution happens-before the
 * continuation), and data-driven futures publish through a volatile flag. The bookkeeping
 * (finish scopes, the current task's scope) is done by natives that emit no accesses, so it adds
 * neither scheduling points nor edges. {@code isolated} blocks exclude each other natively
 * (a global block excludes every isolated block, an object-based block the blocks that share an
 * object with it) and are ordered by happens-before exactly when they exclude each other.
 *
 * <p>An exception escaping a task (or a finish body) is collected by its finish scope, which
 * throws HJlib's {@code MultipleExceptions} once all its tasks have ended; finish accumulators
 * are registered with a scope and closed when it ends (natives in {@code natives/finish.rs}).
 *
 * <p>This class uses no lambdas, like every runtime class.
 */
public final class Tasks {
    private Tasks() {}

    /**
     * The gate of {@code isolated} blocks: tasks waiting to enter one park on it, and its two
     * synthetic volatile locations carry the blocks' happens-before edges (see
     * {@code natives/tasks.rs}).
     */
    private static final Object GATE = new Object();

    /** The abstract metrics of {@code doWork}. */
    private static final Metrics METRICS = new Metrics();

    // ----- natives (crates/weft-vm/src/natives/tasks.rs) -----

    /** Adds {@code units} to the work and to the current task's span (nothing outside tasks). */
    static native void work(Metrics metrics, long units);

    /** Raises the current task's span to {@code joined}'s (after joining it). */
    static native void joinSpan(Task joined);

    /** {@code {work, critical-path length}} so far. */
    static native long[] metrics(Metrics metrics);

    /**
     * Starts {@code body} as a new task registered in {@code task.scope}; the caller's past
     * happens-before everything the task does.
     */
    static native void spawn(Task task, HjSuspendable body);

    /** The current task's innermost finish scope; throws outside {@code launchHabaneroApp}. */
    static native FinishScope currentScope();

    /** Makes {@code scope} the current task's innermost finish scope. */
    static native void enterScope(FinishScope scope);

    /** Removes and returns a task registered in {@code scope}, or null when none is left. */
    static native Task nextToJoin(FinishScope scope);

    /** Waits until {@code task} has ended; everything it did happens-before the return. */
    static native void join(Task task);

    /** Whether {@code task} has ended (no happens-before edge). */
    static native boolean isDone(Task task);

    /**
     * Adds {@code exception} to {@code scope}'s failures (no access events: the owner reads them
     * after joining every task of the scope).
     */
    static native void collect(FinishScope scope, Throwable exception);

    /** {@code scope}'s failures in the order they were collected, or null when there are none. */
    static native Throwable[] failures(FinishScope scope);

    /** Makes the current thread (not a task) run as {@code task}. */
    static native void adopt(Task task);

    /** Makes the current task's thread an ordinary thread again. */
    static native void release();

    /**
     * Registers {@code accumulator} with {@code scope}: its value restarts at its operator's
     * identity, and only code inside the scope may {@code put} until the scope ends.
     */
    static native void register(Accumulator accumulator, FinishScope scope);

    /** Ends {@code accumulator}'s registration: from now on {@code get} returns the result. */
    static native void close(Accumulator accumulator);

    /**
     * {@code put}: reduces {@code whole} (int and long accumulators) or {@code real} (double)
     * into {@code accumulator}; throws {@code IllegalStateException} unless the current task
     * is inside the open scope it is registered with.
     */
    static native void accumulate(Accumulator accumulator, long whole, double real);

    /**
     * {@code get}: stores the result in {@code whole[0]} and {@code real[0]}; throws
     * {@code IllegalStateException} while the scope it is registered with is open.
     */
    static native void result(Accumulator accumulator, long[] whole, double[] real);

    /** Blocks the current task until {@code future}'s value is set (rechecked by the caller). */
    static native void awaitValue(DataDrivenFuture<?> future);

    /** Wakes the tasks blocked in {@link #awaitValue} on {@code future}. */
    static native void wakeWaiters(DataDrivenFuture<?> future);

    /**
     * Under region scheduling, a scheduling point before an isolated block (Algorithm 1 of
     * Mercer et al. preempts at isolated blocks) or an actor's send; nothing under full
     * scheduling.
     */
    static native void schedulingPoint();

    /**
     * Enters {@code block} and returns true if no other task is in an isolated block that
     * excludes it; else returns false and changes nothing.
     */
    static native boolean isolatedEnter(Object gate, IsolatedBlock block);

    /** Parks the current task on {@code gate} unless {@code block} could now be entered. */
    static native void isolatedBlock(Object gate, IsolatedBlock block);

    /** Leaves the current task's innermost isolated block and wakes the tasks parked on {@code gate}. */
    static native void isolatedExit(Object gate);

    /** {@code doWork}: abstract work of {@code units} in the current task. */
    public static void doWork(long units) {
        work(METRICS, units);
    }

    /** The work and critical-path length of every {@code doWork} so far. */
    public static long[] metrics() {
        return metrics(METRICS);
    }

    /** Joins {@code task} and takes its span (for the end of a finish and future gets). */
    static void joinTask(Task task) {
        join(task);
        joinSpan(task);
    }

    /** The current thread's task; throws outside {@code launchHabaneroApp}. */
    static native Task currentTask();

    /**
     * Registers {@code task} on {@code phaser} with mode bits {@code mode}, starting at the phase
     * of {@code parent}'s registration (null: phase 0).
     */
    static native void registerPhaser(TaskPhaser phaser, Task task, int mode, Task parent);

    /** The current task signals its phase on {@code phaser} (if its mode signals). */
    static native void phaserSignal(TaskPhaser phaser);

    /**
     * Completes the current task's wait on {@code phaser} and returns true if every signaller
     * has signalled its phase (or its mode does not wait); else returns false.
     */
    static native boolean phaserReady(TaskPhaser phaser);

    /** Blocks the current task until a signal or drop on {@code phaser}, unless it is ready. */
    static native void phaserBlock(TaskPhaser phaser);

    /** The current task leaves {@code phaser}. */
    static native void phaserDrop(TaskPhaser phaser);

    /** The phases the current task has waited for on {@code phaser}. */
    static native int phaserPhase(TaskPhaser phaser);

    /** The phasers the current task is registered on (not dropped), most recent first. */
    static native TaskPhaser[] registeredPhasers();

    /** {@code next}: signal every phaser the current task is on, then wait on each. */
    public static void nextAll() {
        TaskPhaser[] phasers = registeredPhasers();
        for (int i = 0; i < phasers.length; i++) {
            phaserSignal(phasers[i]);
        }
        for (int i = 0; i < phasers.length; i++) {
            phaserAwait(phasers[i]);
        }
    }

    /** {@code signal}: signal every phaser the current task is on. */
    public static void signalAll() {
        TaskPhaser[] phasers = registeredPhasers();
        for (int i = 0; i < phasers.length; i++) {
            phaserSignal(phasers[i]);
        }
    }

    /** {@code doWait}: wait on every phaser the current task is on. */
    public static void waitAll() {
        TaskPhaser[] phasers = registeredPhasers();
        for (int i = 0; i < phasers.length; i++) {
            phaserAwait(phasers[i]);
        }
    }

    /** The current task leaves every phaser it is registered on (when it ends). */
    static native void dropAllPhasers();

    /** Waits on {@code phaser} for the current task's phase (if its mode waits). */
    static void phaserAwait(TaskPhaser phaser) {
        while (!phaserReady(phaser)) {
            phaserBlock(phaser);
        }
    }

    /**
     * The entry point of every task's machine thread. An exception the body throws is collected
     * by the task's finish scope (its current scope once every finish it entered has ended);
     * a task leaves its phasers when it ends.
     */
    static void runTask(HjSuspendable body) {
        try {
            body.run();
        } catch (Throwable t) {
            collect(currentScope(), t);
        } finally {
            dropAllPhasers();
        }
    }

    /** Throws {@code MultipleExceptions} if {@code scope} collected any exception. */
    private static void throwCollected(FinishScope scope) {
        Throwable[] failures = failures(scope);
        if (failures != null) {
            throw new MultipleExceptions(failures);
        }
    }

    // ----- the Habanero constructs, for edu.rice.hj.Module0/1 -----

    /** Runs {@code body} as the root task and waits for it and every task it creates. */
    public static void launch(HjSuspendable body) {
        FinishScope root = new FinishScope(null);
        spawn(new Task(root), body);
        awaitScope(root);
        throwCollected(root);
    }

    /** {@code initializeHabanero}: the current thread becomes the main task, in a root scope. */
    public static void initialize() {
        adopt(new Task(new FinishScope(null)));
    }

    /**
     * {@code finalizeHabanero}: the main task leaves its phasers, joins the tasks of its root
     * scope and becomes an ordinary thread again.
     */
    public static void finalizeTasks() {
        FinishScope root = currentScope();
        if (root.outer != null) {
            throw new IllegalStateException("finalizeHabanero inside a finish");
        }
        dropAllPhasers();
        awaitScope(root);
        release();
        throwCollected(root);
    }

    /**
     * Creates a task registered in the current finish scope and on the given phasers (in the
     * given modes, at the current task's phase).
     */
    public static void asyncPhased(TaskPhaser[] phasers, int[] modes, HjSuspendable body) {
        Task parent = currentTask();
        Task task = new Task(currentScope());
        for (int i = 0; i < phasers.length; i++) {
            registerPhaser(phasers[i], task, modes[i], parent);
        }
        spawn(task, body);
    }

    /** Creates a task registered in the current finish scope. */
    public static Task async(HjSuspendable body) {
        Task task = new Task(currentScope());
        spawn(task, body);
        return task;
    }

    /**
     * Runs {@code body}, then leaves the phasers registered inside it and waits for every task
     * created inside it, transitively; throws {@code MultipleExceptions} if any of them or the
     * body threw.
     */
    public static void finish(HjSuspendable body) {
        finish(null, body);
    }

    /**
     * {@code finish} with finish accumulators: each is registered with the new scope, so tasks
     * inside it may {@code put}, and holds its result once every task has ended.
     */
    public static void finish(Accumulator[] accumulators, HjSuspendable body) {
        FinishScope outer = currentScope();
        FinishScope inner = new FinishScope(outer);
        if (accumulators != null) {
            for (int i = 0; i < accumulators.length; i++) {
                register(accumulators[i], inner);
            }
        }
        TaskPhaser[] before = registeredPhasers();
        enterScope(inner);
        try {
            body.run();
        } catch (Throwable t) {
            collect(inner, t);
        } finally {
            enterScope(outer);
            dropPhasersSince(before);
            awaitScope(inner);
            if (accumulators != null) {
                for (int i = 0; i < accumulators.length; i++) {
                    close(accumulators[i]);
                }
            }
        }
        throwCollected(inner);
    }

    /**
     * At the end of a {@code finish} body, the current task leaves the phasers it registered on
     * inside the body (as HJlib does): otherwise tasks of the scope waiting on such a phaser
     * would wait for a signal from a task that waits for them.
     */
    private static void dropPhasersSince(TaskPhaser[] before) {
        TaskPhaser[] now = registeredPhasers();
        for (int i = 0; i < now.length; i++) {
            boolean old = false;
            for (int j = 0; j < before.length; j++) {
                old |= before[j] == now[i];
            }
            if (!old) {
                phaserDrop(now[i]);
            }
        }
    }

    /**
     * Joins the scope's tasks until none is left. A task registers new tasks only while it runs,
     * and it is itself registered (or is the owner), so when the list is empty every task the
     * scope will ever hold has been joined.
     */
    private static void awaitScope(FinishScope scope) {
        Task task;
        while ((task = nextToJoin(scope)) != null) {
            joinTask(task);
        }
    }

    /**
     * Runs {@code body} inside {@code block}: waits until no other task is in an isolated block
     * that excludes it (a stop before it under region scheduling, as Algorithm 1 of Mercer et al.
     * preempts at isolated blocks).
     */
    private static void runIsolated(IsolatedBlock block, HjSuspendable body) {
        if (block.objects != null) {
            for (int i = 0; i < block.objects.length; i++) {
                if (block.objects[i] == null) {
                    throw new NullPointerException("isolated on a null object");
                }
            }
        }
        schedulingPoint();
        while (!isolatedEnter(GATE, block)) {
            isolatedBlock(GATE, block);
        }
        try {
            body.run();
        } finally {
            isolatedExit(GATE);
        }
    }

    /** Global {@code isolated}: mutually exclusive with every other isolated block. */
    public static void isolated(HjSuspendable body) {
        runIsolated(new IsolatedBlock(null), body);
    }

    /** {@code isolated} on one object: mutually exclusive with global blocks and blocks on it. */
    public static void isolated(Object participant, HjSuspendable body) {
        runIsolated(new IsolatedBlock(new Object[] {participant}), body);
    }

    /**
     * {@code isolated} on two objects: mutually exclusive with global blocks and blocks on
     * either; both are acquired at once, so no order between them can deadlock.
     */
    public static void isolated(Object first, Object second, HjSuspendable body) {
        runIsolated(new IsolatedBlock(new Object[] {first, second}), body);
    }

    /**
     * {@code isolated} on any number of objects, acquired at once; with no objects, a global
     * block.
     */
    public static void isolated(Object[] participants, HjSuspendable body) {
        runIsolated(new IsolatedBlock(participants.length == 0 ? null : participants.clone()), body);
    }
}
