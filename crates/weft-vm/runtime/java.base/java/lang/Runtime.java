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
 * memory figures) so that runs are reproducible. Shutdown hooks run as in the
 * JDK: all started together when {@code exit} is called or the last non-daemon
 * thread has ended (the VM then calls {@link #runHooks} on a thread of its own),
 * and the program ends when they have.
 */
public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    /** Registered shutdown hooks; null until the first is added. */
    private static ArrayList<Thread> shutdownHooks;

    /** Shutdown has begun: hooks are running or have run. */
    private static boolean shuttingDown;

    private Runtime() {}

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    /**
     * Ends the program with {@code status} after running the shutdown hooks.
     * (A hook that calls {@code exit} ends the program at once; the JDK would
     * block it forever.)
     */
    public void exit(int status) {
        runHooks();
        WeftVM.halt(status);
    }

    /**
     * The end of the program during exploration, run by the VM's own thread
     * ({@code DestroyJavaVM}) when the last non-daemon thread has ended while
     * daemon threads are alive: runs the hooks, if any, and halts with
     * {@code status}. The daemon threads run on until the halt, as they do in
     * the JVM, so whatever they do in between is explored.
     */
    static void endProgram(int status) {
        runHooks();
        WeftVM.halt(status);
    }

    /** Starts every registered hook and waits for all of them, once. */
    static void runHooks() {
        ArrayList<Thread> hooks;
        synchronized (Runtime.class) {
            if (shuttingDown) {
                return;
            }
            shuttingDown = true;
            hooks = shutdownHooks;
        }
        if (hooks == null) {
            return;
        }
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

    public void halt(int status) {
        WeftVM.halt(status);
    }

    public void addShutdownHook(Thread hook) {
        synchronized (Runtime.class) {
            if (shuttingDown) {
                throw new IllegalStateException("Shutdown in progress");
            }
            if (hook.isAlive()) {
                throw new IllegalArgumentException("Hook already running");
            }
            if (shutdownHooks == null) {
                shutdownHooks = new ArrayList<>();
            }
            if (shutdownHooks.contains(hook)) {
                throw new IllegalArgumentException("Hook previously registered");
            }
            shutdownHooks.add(hook);
        }
    }

    public boolean removeShutdownHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        synchronized (Runtime.class) {
            if (shuttingDown) {
                throw new IllegalStateException("Shutdown in progress");
            }
            return shutdownHooks != null && shutdownHooks.remove(hook);
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
