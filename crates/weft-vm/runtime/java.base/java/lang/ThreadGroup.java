/*
 * weft model class replacing java.lang.ThreadGroup (JDK 17). Compiled into
 * java.base with --patch-module; see crates/weft-vm/runtime/NATIVES.md.
 */
package java.lang;

import java.io.PrintStream;

/**
 * Model of {@code java.lang.ThreadGroup}: names, parents, maximum priority and
 * uncaught-exception handling as in the JDK. A group does not record its
 * threads or subgroups: thread counts come from the VM's list of live threads
 * ({@link Thread#getThreads}); listing subgroups is not modelled.
 *
 * <p>As in the JDK, the main thread's group is "main", whose parent is
 * "system"; the VM makes both with the main thread's object.
 */
public class ThreadGroup implements Thread.UncaughtExceptionHandler {
    private final ThreadGroup parent;
    String name;
    int maxPriority;
    boolean daemon;

    // The "system" and "main" groups are made by the VM with the main thread's object.

    public ThreadGroup(String name) {
        this(Thread.currentThread().getThreadGroup(), name);
    }

    public ThreadGroup(ThreadGroup parent, String name) {
        parent.checkAccess();
        this.name = name;
        this.maxPriority = parent.maxPriority;
        this.daemon = parent.daemon;
        this.parent = parent;
    }

    public final String getName() {
        return name;
    }

    public final ThreadGroup getParent() {
        if (parent != null) {
            parent.checkAccess();
        }
        return parent;
    }

    public final int getMaxPriority() {
        return maxPriority;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    /** Groups are never destroyed in weft. */
    @Deprecated(since = "16", forRemoval = true)
    public boolean isDestroyed() {
        return false;
    }

    @Deprecated(since = "16", forRemoval = true)
    public final void setDaemon(boolean daemon) {
        checkAccess();
        this.daemon = daemon;
    }

    /** Sets this group's maximum priority (subgroups are not updated: weft does not track them). */
    public final void setMaxPriority(int pri) {
        checkAccess();
        if (pri < Thread.MIN_PRIORITY || pri > Thread.MAX_PRIORITY) {
            return;
        }
        maxPriority = (parent != null) ? Math.min(pri, parent.maxPriority) : pri;
    }

    public final boolean parentOf(ThreadGroup g) {
        for (; g != null; g = g.parent) {
            if (g == this) {
                return true;
            }
        }
        return false;
    }

    /** No security manager in weft: always allowed. */
    public final void checkAccess() {}

    /** The number of live threads in this group and its subgroups. */
    public int activeCount() {
        int n = 0;
        for (Thread t : Thread.getThreads()) {
            if (parentOf(t.getThreadGroup())) {
                n++;
            }
        }
        return n;
    }

    public int enumerate(Thread[] list) {
        return enumerate(list, true);
    }

    public int enumerate(Thread[] list, boolean recurse) {
        int n = 0;
        for (Thread t : Thread.getThreads()) {
            if (n >= list.length) {
                break;
            }
            ThreadGroup g = t.getThreadGroup();
            if (recurse ? parentOf(g) : g == this) {
                list[n++] = t;
            }
        }
        return n;
    }

    public int activeGroupCount() {
        WeftVM.unsupported("java.lang.ThreadGroup.activeGroupCount");
        return 0;
    }

    public int enumerate(ThreadGroup[] list) {
        WeftVM.unsupported("java.lang.ThreadGroup.enumerate(ThreadGroup[])");
        return 0;
    }

    public int enumerate(ThreadGroup[] list, boolean recurse) {
        WeftVM.unsupported("java.lang.ThreadGroup.enumerate(ThreadGroup[], boolean)");
        return 0;
    }

    /** Interrupts every live thread in this group and its subgroups. */
    public final void interrupt() {
        checkAccess();
        for (Thread t : Thread.getThreads()) {
            if (parentOf(t.getThreadGroup())) {
                t.interrupt();
            }
        }
    }

    @Deprecated(since = "1.2", forRemoval = true)
    public final void stop() {
        WeftVM.unsupported("java.lang.ThreadGroup.stop");
    }

    @Deprecated(since = "1.2", forRemoval = true)
    public final void suspend() {
        WeftVM.unsupported("java.lang.ThreadGroup.suspend");
    }

    @Deprecated(since = "1.2", forRemoval = true)
    public final void resume() {
        WeftVM.unsupported("java.lang.ThreadGroup.resume");
    }

    @Deprecated(since = "16", forRemoval = true)
    public final void destroy() {
        WeftVM.unsupported("java.lang.ThreadGroup.destroy");
    }

    public void list() {
        WeftVM.unsupported("java.lang.ThreadGroup.list");
    }

    void list(PrintStream out, int indent) {
        WeftVM.unsupported("java.lang.ThreadGroup.list");
    }

    // The JDK's Thread calls these to keep its thread counts; weft's counts
    // come from the VM, so they do nothing.

    void addUnstarted() {}

    void add(Thread t) {}

    void threadStartFailed(Thread t) {}

    void threadTerminated(Thread t) {}

    /** The JDK's default handling: parent, else default handler, else print to System.err. */
    public void uncaughtException(Thread t, Throwable e) {
        if (parent != null) {
            parent.uncaughtException(t, e);
        } else {
            Thread.UncaughtExceptionHandler ueh = Thread.getDefaultUncaughtExceptionHandler();
            if (ueh != null) {
                ueh.uncaughtException(t, e);
            } else if (!(e instanceof ThreadDeath)) {
                System.err.print("Exception in thread \"" + t.getName() + "\" ");
                e.printStackTrace(System.err);
            }
        }
    }

    @Deprecated(since = "1.2", forRemoval = true)
    public boolean allowThreadSuspension(boolean b) {
        return false;
    }

    @Override
    public String toString() {
        return getClass().getName() + "[name=" + getName() + ",maxpri=" + getMaxPriority() + "]";
    }
}
