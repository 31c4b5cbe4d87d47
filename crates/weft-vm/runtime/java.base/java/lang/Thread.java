/*
 * weft model class replacing java.lang.Thread (JDK 17). Compiled into
 * java.base with --patch-module; see crates/weft-vm/runtime/NATIVES.md.
 */
package java.lang;

import java.security.AccessControlContext;
import java.util.Map;
import sun.nio.ch.Interruptible;

/**
 * Model of {@code java.lang.Thread}.
 *
 * <p>Scheduling, interruption, sleeping and joining are natives: each is one
 * step of the weft machine with exact happens-before semantics. The object
 * keeps the JDK's field names for everything library code reaches by name
 * (thread locals, {@code ThreadLocalRandom} seeds, {@code parkBlocker},
 * {@code tid}).
 *
 * <p>The VM creates the main thread's object without running a constructor
 * and sets only {@code name} ("main"), {@code priority} (5), {@code tid} (1),
 * {@code daemon} (false) and {@code group} (the "main" group, which the VM
 * makes too); every other field is fine at its default.
 */
public class Thread implements Runnable {

    // ---- set by the VM for the main thread ----

    private volatile String name;
    private int priority;
    private boolean daemon;
    /** Thread id: 1 for the main thread, then 12, 13, ... (see nextThreadID). */
    private final long tid;

    // ---- default (null/0/false) for the main thread ----

    /** What run() runs; null when run() is overridden. */
    private final Runnable target;
    /** The thread group. */
    private ThreadGroup group;
    private ClassLoader contextClassLoader;
    /** Always null in weft; exists because ThreadLocalRandom and InnocuousThread look it up by name. */
    @SuppressWarnings("removal")
    private AccessControlContext inheritedAccessControlContext;
    /** Requested stack size; ignored. */
    private final long stackSize;

    /** Accessed by java.lang.ThreadLocal. */
    ThreadLocal.ThreadLocalMap threadLocals;
    /** Accessed by java.lang.InheritableThreadLocal. */
    ThreadLocal.ThreadLocalMap inheritableThreadLocals;

    /** Accessed by name by java.util.concurrent.ThreadLocalRandom and Striped64. */
    long threadLocalRandomSeed;
    int threadLocalRandomProbe;
    int threadLocalRandomSecondarySeed;

    /** Accessed by name by java.util.concurrent.locks.LockSupport. */
    volatile Object parkBlocker;

    private volatile UncaughtExceptionHandler uncaughtExceptionHandler;
    private static volatile UncaughtExceptionHandler defaultUncaughtExceptionHandler;

    /** For default names "Thread-" + n. */
    private static int threadInitNumber;

    /**
     * Last thread id handed out. JDK 17 (HotSpot, default flags) gives the
     * first thread a program creates id 12 because its own system threads
     * take ids 2..11; weft mimics that numbering.
     */
    private static long threadSeqNumber = 11;

    public static final int MIN_PRIORITY = 1;
    public static final int NORM_PRIORITY = 5;
    public static final int MAX_PRIORITY = 10;

    private static final State[] STATES = State.values();

    /**
     * The next default thread number ({@code threadInitNumber++}), taken by the VM in one step
     * that is not a scheduling point: the order in which concurrently created threads are named
     * is VM bookkeeping, not program behaviour worth exploring.
     */
    private static native int nextThreadNum();

    /** The next thread id ({@code ++threadSeqNumber}), taken like {@link #nextThreadNum}. */
    private static native long nextThreadID();

    // ---- natives ----

    public static native Thread currentThread();

    public static native void yield();

    private static native void sleep0(long millis) throws InterruptedException;

    private native void start0();

    public final native boolean isAlive();

    private native void interrupt0();

    private static native boolean interrupted0();

    private native boolean isInterrupted0();

    private native void join0(long millis) throws InterruptedException;

    private native int getState0();

    public static native boolean holdsLock(Object obj);

    /** All live threads (started and not terminated), in creation order. */
    static native Thread[] getThreads();

    // ---- construction ----

    @SuppressWarnings("removal")
    private Thread(ThreadGroup g, Runnable target, String name, long stackSize,
                   AccessControlContext acc, boolean inheritThreadLocals) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
        Thread parent = currentThread();
        if (g == null) {
            g = parent.getThreadGroup();
        }
        this.group = g;
        this.daemon = parent.daemon;
        this.priority = parent.priority;
        this.contextClassLoader = parent.contextClassLoader;
        this.target = target;
        // The parent's priority never exceeds its group's maximum, so no clamping is needed
        // (the JDK calls setPriority here; reading the shared group would add a scheduling point).
        if (inheritThreadLocals && parent.inheritableThreadLocals != null) {
            this.inheritableThreadLocals = ThreadLocal.createInheritedMap(parent.inheritableThreadLocals);
        }
        this.stackSize = stackSize;
        this.tid = nextThreadID();
    }

    public Thread() {
        this(null, null, "Thread-" + nextThreadNum(), 0, null, true);
    }

    public Thread(Runnable target) {
        this(null, target, "Thread-" + nextThreadNum(), 0, null, true);
    }

    @SuppressWarnings("removal")
    Thread(Runnable target, AccessControlContext acc) {
        this(null, target, "Thread-" + nextThreadNum(), 0, acc, false);
    }

    public Thread(ThreadGroup group, Runnable target) {
        this(group, target, "Thread-" + nextThreadNum(), 0, null, true);
    }

    public Thread(String name) {
        this(null, null, name, 0, null, true);
    }

    public Thread(ThreadGroup group, String name) {
        this(group, null, name, 0, null, true);
    }

    public Thread(Runnable target, String name) {
        this(null, target, name, 0, null, true);
    }

    public Thread(ThreadGroup group, Runnable target, String name) {
        this(group, target, name, 0, null, true);
    }

    public Thread(ThreadGroup group, Runnable target, String name, long stackSize) {
        this(group, target, name, stackSize, null, true);
    }

    public Thread(ThreadGroup group, Runnable target, String name, long stackSize,
                  boolean inheritThreadLocals) {
        this(group, target, name, stackSize, null, inheritThreadLocals);
    }

    @Override
    protected Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    // ---- life cycle ----

    /**
     * Starts the thread. {@code start0} also rejects a thread that is not NEW,
     * so two threads racing to start the same thread cannot both succeed.
     */
    public void start() {
        if (getState0() != 0) {
            throw new IllegalThreadStateException();
        }
        start0();
    }

    public final void join(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        join0(millis);
    }

    public final void join(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        join(millis);
    }

    public final void join() throws InterruptedException {
        join0(0);
    }

    public static void sleep(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        sleep0(millis);
    }

    public static void sleep(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        sleep0(millis);
    }

    /** A scheduling point in weft (the JDK's is a CPU hint). */
    public static void onSpinWait() {
        Thread.yield();
    }

    public State getState() {
        return STATES[getState0()];
    }

    // ---- interruption ----

    public void interrupt() {
        checkAccess();
        interrupt0();
    }

    public static boolean interrupted() {
        return interrupted0();
    }

    public boolean isInterrupted() {
        return isInterrupted0();
    }

    /** Interruptible NIO channels register here; weft models no channel I/O, so nothing is recorded. */
    static void blockedOn(Interruptible b) {}

    // ---- attributes ----

    public final void setPriority(int newPriority) {
        checkAccess();
        if (newPriority > MAX_PRIORITY || newPriority < MIN_PRIORITY) {
            throw new IllegalArgumentException();
        }
        ThreadGroup g = getThreadGroup();
        if (g != null) {
            if (newPriority > g.getMaxPriority()) {
                newPriority = g.getMaxPriority();
            }
            priority = newPriority;
        }
    }

    public final int getPriority() {
        return priority;
    }

    public final void setName(String name) {
        checkAccess();
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
    }

    public final String getName() {
        return name;
    }

    /** The thread's group, or null once the thread has terminated (as in the JDK). */
    public final ThreadGroup getThreadGroup() {
        return getState0() == 5 ? null : group0();
    }

    /** The group regardless of state. */
    private ThreadGroup group0() {
        return group;
    }

    public static int activeCount() {
        return currentThread().getThreadGroup().activeCount();
    }

    public static int enumerate(Thread[] tarray) {
        return currentThread().getThreadGroup().enumerate(tarray);
    }

    public final void setDaemon(boolean on) {
        checkAccess();
        if (isAlive()) {
            throw new IllegalThreadStateException();
        }
        daemon = on;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    /** No security manager in weft: always allowed. */
    public final void checkAccess() {}

    public long getId() {
        return tid;
    }

    public ClassLoader getContextClassLoader() {
        return contextClassLoader;
    }

    public void setContextClassLoader(ClassLoader cl) {
        contextClassLoader = cl;
    }

    @Override
    public String toString() {
        ThreadGroup group = getThreadGroup();
        if (group != null) {
            return "Thread[" + getName() + "," + getPriority() + "," + group.getName() + "]";
        } else {
            return "Thread[" + getName() + "," + getPriority() + "," + "" + "]";
        }
    }

    // ---- stack traces ----

    public static void dumpStack() {
        new Exception("Stack trace").printStackTrace();
    }

    public StackTraceElement[] getStackTrace() {
        if (this != Thread.currentThread()) {
            WeftVM.unsupported("java.lang.Thread.getStackTrace of another thread");
        }
        return (new Exception()).getStackTrace();
    }

    public static Map<Thread, StackTraceElement[]> getAllStackTraces() {
        WeftVM.unsupported("java.lang.Thread.getAllStackTraces");
        return null;
    }

    @Deprecated(since = "1.2", forRemoval = true)
    public int countStackFrames() {
        throw new UnsupportedOperationException();
    }

    // ---- deprecated thread control ----

    @Deprecated(since = "1.2")
    public final void stop() {
        WeftVM.unsupported("java.lang.Thread.stop");
    }

    @Deprecated(since = "1.2", forRemoval = true)
    public final void suspend() {
        WeftVM.unsupported("java.lang.Thread.suspend");
    }

    @Deprecated(since = "1.2", forRemoval = true)
    public final void resume() {
        WeftVM.unsupported("java.lang.Thread.resume");
    }

    // ---- uncaught exceptions ----

    public static void setDefaultUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        defaultUncaughtExceptionHandler = eh;
    }

    public static UncaughtExceptionHandler getDefaultUncaughtExceptionHandler() {
        return defaultUncaughtExceptionHandler;
    }

    public UncaughtExceptionHandler getUncaughtExceptionHandler() {
        UncaughtExceptionHandler h = uncaughtExceptionHandler;
        return h != null ? h : getThreadGroup();
    }

    public void setUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        checkAccess();
        uncaughtExceptionHandler = eh;
    }

    /**
     * Called by the VM when {@code e} escapes {@code run()} (or {@code main}
     * in the main thread): the thread's handler, else its group, which ends at
     * the default handler or the JDK's "Exception in thread ..." printing.
     */
    private void dispatchUncaughtException(Throwable e) {
        UncaughtExceptionHandler h = uncaughtExceptionHandler;
        (h != null ? h : group0()).uncaughtException(this, e);
    }

    // ---- nested types ----

    public enum State {
        NEW,
        RUNNABLE,
        BLOCKED,
        WAITING,
        TIMED_WAITING,
        TERMINATED;
    }

    @FunctionalInterface
    public interface UncaughtExceptionHandler {
        void uncaughtException(Thread t, Throwable e);
    }

    // ---- run ----

    /*
     * run() is the bottom frame of every thread started by the program, so
     * it shows in uncaught-exception stack traces. The padding below puts the
     * call of target.run() on line 840, the line JDK 17.0.15's Thread.java
     * has, so that weft prints "at java.base/java.lang.Thread.run(Thread.java:840)"
     * exactly as the platform JVM does. Keep run() last and adjust the
     * padding when editing this file (build.rs checks the line).
     */



























































































































































































































































































































































































    @Override
    public void run() {
        if (target != null) {
            target.run();
        }
    }
}
