/*
 * weft runtime support for Habanero tasks. See crates/weft-vm/runtime/NATIVES.md.
 */
package weft.rt;

import edu.rice.hj.api.HjFuture;
import edu.rice.hj.api.HjSuspendable;
import edu.rice.hj.api.HjSuspendingCallable;

/**
 * A {@code future} task and its value. {@link #get} joins the task, so everything the task did
 * (including computing the value) happens-before the return of {@code get}, and nothing else.
 */
public final class TaskFuture<V> implements HjFuture<V> {
    private final Task task;
    private V value;
    /** What the task threw instead of producing a value, if anything. */
    private Throwable failure;

    private TaskFuture(Task task) {
        this.task = task;
    }

    /** Starts {@code body} as a task registered in the current finish scope. */
    public static <V> TaskFuture<V> start(HjSuspendingCallable<V> body) {
        TaskFuture<V> future = new TaskFuture<V>(new Task(Tasks.currentScope()));
        Tasks.spawn(future.task, new Body<V>(future, body));
        return future;
    }

    /**
     * Waits for the task; if it threw, rethrows what it threw (the enclosing finish collects it
     * too, as it collects every task's exception).
     */
    @Override
    public V get() {
        Tasks.joinTask(task);
        V result = value;
        // A failed task left no value; reading the failure only then saves the other gets a
        // scheduling point (the field is shared).
        if (result == null) {
            Throwable thrown = failure;
            if (thrown instanceof RuntimeException) {
                throw (RuntimeException) thrown;
            }
            if (thrown instanceof Error) {
                throw (Error) thrown;
            }
        }
        return result;
    }

    @Override
    public boolean resolved() {
        return Tasks.isDone(task);
    }

    /** The task's body: computes the value and stores it in the future. */
    private static final class Body<V> implements HjSuspendable {
        private final TaskFuture<V> future;
        private final HjSuspendingCallable<V> callable;

        Body(TaskFuture<V> future, HjSuspendingCallable<V> callable) {
            this.future = future;
            this.callable = callable;
        }

        @Override
        public void run() {
            try {
                future.value = callable.call();
            } catch (Throwable t) {
                future.failure = t;
                throw t;
            }
        }
    }
}
