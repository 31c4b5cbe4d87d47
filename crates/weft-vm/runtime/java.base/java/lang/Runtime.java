/*
 * weft model class replacing java.lang.Runtime (JDK 17). Compiled into
 * java.base with --patch-module; see crates/weft-vm/runtime/NATIVES.md.
 */
package java.lang;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Model of {@code java.lang.Runtime}: a fixed machine (2 processors, constant
 * memory figures) so that runs are reproducible. The shutdown sequence follows
 * JDK 17's {@code Shutdown} and {@code ApplicationShutdownHooks} (see
 * docs/design.md, "The shutdown sequence"): the thread that shuts down (one
 * that calls {@code exit}, or the VM's own {@code DestroyJavaVM} thread when the
 * last non-daemon thread has ended) holds the monitor of
 * {@code java.lang.Shutdown.class} while it starts every hook and waits for all
 * of them; another {@code exit} meanwhile blocks on that monitor forever, and
 * a hook added or removed once shutdown has begun throws
 * {@code IllegalStateException}.
 */
public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    /**
     * Registered shutdown hooks ({@code ApplicationShutdownHooks.hooks}): null
     * until the first is added, and {@link #SHUTDOWN_BEGUN} once shutdown has
     * begun (hooks are running or have run), when none may be added or
     * removed. Guarded by {@code Runtime.class}, which stands for the monitor
     * of {@code ApplicationShutdownHooks.class}; the VM reads it too.
     */
    private static ArrayList<Thread> shutdownHooks;

    /**
     * The value of {@link #shutdownHooks} once shutdown has begun (the JDK sets
     * the map to null). It is empty, and never read: reading a list of hooks
     * that has none would add steps to every program's end.
     */
    private static final ArrayList<Thread> SHUTDOWN_BEGUN = new ArrayList<>(0);

    /**
     * Every hook has finished: the JDK's {@code VM.isShutdown()} (a volatile
     * field there too). From then on {@code exit} with a nonzero status halts
     * at once, without waiting for the monitor of {@code Shutdown.class}.
     */
    private static volatile boolean hooksDone;

    /**
     * The JDK's {@code Shutdown.haltLock}: every halt takes it, so the halt is
     * a step of its own and other threads may run between the end of the
     * hooks and the halt, as in the JVM.
     */
    private static final Object haltLock = new Object();

    private Runtime() {}

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    /**
     * Ends the program with {@code status} after running the shutdown hooks,
     * as JDK 17's {@code Shutdown.exit}: the caller holds the monitor of
     * {@code Shutdown.class} from before the hooks start until the halt, so a
     * second caller (another thread, or a hook itself) blocks on it forever
     * while the first one's hooks run and the first one's status ends the
     * program. Once the hooks have finished, a nonzero status halts at once.
     */
    public void exit(int status) {
        if (status != 0 && hooksDone) {
            halt0(status);
        }
        synchronized (Shutdown.class) {
            runHooks();
            halt0(status);
        }
    }

    /**
     * The JDK's {@code Shutdown.shutdown}, run by the VM's own thread
     * ({@code DestroyJavaVM}) when the last non-daemon thread has ended and
     * hooks are registered: runs them while holding the monitor of
     * {@code Shutdown.class}; the program ends when this thread does.
     */
    static void shutdown() {
        synchronized (Shutdown.class) {
            runHooks();
        }
    }

    /**
     * The end of the program during exploration, run by the VM's own thread
     * ({@code DestroyJavaVM}) when the last non-daemon thread has ended while
     * daemon threads are alive: runs the hooks, if any, as {@link #shutdown}
     * does, and halts with {@code status}. The daemon threads run on until the
     * halt, as they do in the JVM, so whatever they do in between is explored
     * (a daemon's {@code exit} meanwhile waits for the hooks, as in the JDK).
     */
    static void endProgram(int status) {
        shutdown();
        halt0(status);
    }

    /**
     * Starts every registered hook and waits for all of them, once (the JDK's
     * {@code Shutdown.runHooks} with the application hooks as its only slot).
     * Called with the monitor of {@code Shutdown.class} held, so no two
     * threads run it at once.
     */
    private static void runHooks() {
        ArrayList<Thread> hooks;
        synchronized (Runtime.class) {
            hooks = shutdownHooks;
            shutdownHooks = SHUTDOWN_BEGUN;
        }
        if (hooks == SHUTDOWN_BEGUN) {
            // A thread that held Shutdown.class before and let it go (DestroyJavaVM)
            // ran every hook to the end: the JDK's VM.isShutdown() check.
            return;
        }
        if (hooks != null) {
            for (Thread hook : hooks) {
                hook.start();
            }
            for (Thread hook : hooks) {
                while (true) {
                    try {
                        hook.join();
                        break;
                    } catch (InterruptedException e) {
                        // The JDK's shutdown sequence also ignores interrupts.
                    }
                }
            }
        }
        hooksDone = true;
    }

    /** The JDK's {@code Shutdown.halt}: ends the program, under the halt lock. */
    private static void halt0(int status) {
        synchronized (haltLock) {
            WeftVM.halt(status);
        }
    }

    /** Ends the program at once: no hooks run, and nothing waits for them. */
    public void halt(int status) {
        halt0(status);
    }

    /**
     * Registers {@code hook} (the JDK's {@code ApplicationShutdownHooks.add},
     * in its order of checks): throws {@code IllegalStateException} once
     * shutdown has begun.
     */
    public void addShutdownHook(Thread hook) {
        synchronized (Runtime.class) {
            ArrayList<Thread> hooks = shutdownHooks;
            if (hooks == SHUTDOWN_BEGUN) {
                throw new IllegalStateException("Shutdown in progress");
            }
            if (hook.isAlive()) {
                throw new IllegalArgumentException("Hook already running");
            }
            if (hooks == null) {
                hooks = new ArrayList<>();
                shutdownHooks = hooks;
            }
            if (hooks.contains(hook)) {
                throw new IllegalArgumentException("Hook previously registered");
            }
            hooks.add(hook);
        }
    }

    /**
     * Deregisters {@code hook} (the JDK's {@code ApplicationShutdownHooks.remove},
     * in its order of checks): throws {@code IllegalStateException} once
     * shutdown has begun, before looking at the argument.
     */
    public boolean removeShutdownHook(Thread hook) {
        synchronized (Runtime.class) {
            ArrayList<Thread> hooks = shutdownHooks;
            if (hooks == SHUTDOWN_BEGUN) {
                throw new IllegalStateException("Shutdown in progress");
            }
            if (hook == null) {
                throw new NullPointerException();
            }
            return hooks != null && hooks.remove(hook);
        }
    }

    // ---- a fixed machine ----

    /** Always 2 in weft. */
    public int availableProcessors() {
        return 2;
    }

    /** Always 192 MiB in weft. */
    public long freeMemory() {
        return 192L * 1024 * 1024;
    }

    /** Always 256 MiB in weft. */
    public long totalMemory() {
        return 256L * 1024 * 1024;
    }

    /** Always 4 GiB in weft. */
    public long maxMemory() {
        return 4096L * 1024 * 1024;
    }

    /** Does nothing: weft's heap is not collected while a program runs. */
    public void gc() {}

    /** Does nothing: weft does not run finalizers. */
    public void runFinalization() {}

    // ---- not modelled ----

    public Process exec(String command) throws IOException {
        WeftVM.unsupported("java.lang.Runtime.exec");
        return null;
    }

    public Process exec(String command, String[] envp) throws IOException {
        WeftVM.unsupported("java.lang.Runtime.exec");
        return null;
    }

    public Process exec(String command, String[] envp, File dir) throws IOException {
        WeftVM.unsupported("java.lang.Runtime.exec");
        return null;
    }

    public Process exec(String[] cmdarray) throws IOException {
        WeftVM.unsupported("java.lang.Runtime.exec");
        return null;
    }

    public Process exec(String[] cmdarray, String[] envp) throws IOException {
        WeftVM.unsupported("java.lang.Runtime.exec");
        return null;
    }

    public Process exec(String[] cmdarray, String[] envp, File dir) throws IOException {
        WeftVM.unsupported("java.lang.Runtime.exec");
        return null;
    }

    public void load(String filename) {
        WeftVM.unsupported("java.lang.Runtime.load");
    }

    void load0(Class<?> fromClass, String filename) {
        WeftVM.unsupported("java.lang.Runtime.load");
    }

    public void loadLibrary(String libname) {
        WeftVM.unsupported("java.lang.Runtime.loadLibrary");
    }

    void loadLibrary0(Class<?> fromClass, String libname) {
        WeftVM.unsupported("java.lang.Runtime.loadLibrary");
    }

    public static Version version() {
        WeftVM.unsupported("java.lang.Runtime.version");
        return null;
    }

    /**
     * Stands in for {@code Runtime.Version} so that {@code version()} links;
     * no instance is ever created and every method stops the run.
     */
    public static final class Version implements Comparable<Version> {
        private Version() {}

        private static <T> T unsupported() {
            WeftVM.unsupported("java.lang.Runtime.Version");
            return null;
        }

        public static Version parse(String s) {
            return unsupported();
        }

        public int feature() {
            return Version.<Integer>unsupported();
        }

        public int interim() {
            return Version.<Integer>unsupported();
        }

        public int update() {
            return Version.<Integer>unsupported();
        }

        public int patch() {
            return Version.<Integer>unsupported();
        }

        @Deprecated(since = "10")
        public int major() {
            return Version.<Integer>unsupported();
        }

        @Deprecated(since = "10")
        public int minor() {
            return Version.<Integer>unsupported();
        }

        @Deprecated(since = "10")
        public int security() {
            return Version.<Integer>unsupported();
        }

        public List<Integer> version() {
            return unsupported();
        }

        public Optional<String> pre() {
            return unsupported();
        }

        public Optional<Integer> build() {
            return unsupported();
        }

        public Optional<String> optional() {
            return unsupported();
        }

        @Override
        public int compareTo(Version obj) {
            return Version.<Integer>unsupported();
        }

        public int compareToIgnoreOptional(Version obj) {
            return Version.<Integer>unsupported();
        }

        @Override
        public String toString() {
            return unsupported();
        }

        @Override
        public boolean equals(Object obj) {
            return Version.<Boolean>unsupported();
        }

        public boolean equalsIgnoreOptional(Object obj) {
            return Version.<Boolean>unsupported();
        }

        @Override
        public int hashCode() {
            return Version.<Integer>unsupported();
        }
    }
}
