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

    /** The version of the modelled runtime: {@code java.runtime.version}, parsed once. */
    public static Version version() {
        Version v = CurrentVersion.VERSION;
        return v;
    }

    /** Holds the runtime's version, parsed on first use (as the JDK's {@code VersionProps}). */
    private static final class CurrentVersion {
        static final Version VERSION = Version.parse(System.getProperty("java.runtime.version"));
    }

    /**
     * A version string as JEP 223 defines it: {@code $VNUM(-$PRE)?(\+$BUILD?)?(-$OPT)?}, with the
     * API of JDK 17's {@code Runtime.Version}. The model's own parser (the JDK's uses a regular
     * expression, which would cost every program that asks thousands of interpreted steps).
     */
    public static final class Version implements Comparable<Version> {
        private final List<Integer> version;
        private final Optional<String> pre;
        private final Optional<Integer> build;
        private final Optional<String> optional;

        private Version(List<Integer> version, Optional<String> pre, Optional<Integer> build,
                        Optional<String> optional) {
            this.version = version;
            this.pre = pre;
            this.build = build;
            this.optional = optional;
        }

        public static Version parse(String s) {
            if (s == null) {
                throw new NullPointerException();
            }
            if (isSimpleNumber(s)) {
                // (As the JDK: "" gets here too, and Integer.parseInt rejects it.)
                return new Version(List.of(Integer.parseInt(s)), Optional.empty(), Optional.empty(),
                                   Optional.empty());
            }
            int n = s.length();
            // $VNUM: [1-9][0-9]*, then .0 or .[1-9][0-9]* elements, the last one not 0.
            List<Integer> numbers = new ArrayList<>();
            int i = 0;
            while (true) {
                int start = i;
                while (i < n && isDigit(s.charAt(i))) {
                    i++;
                }
                boolean zero = i - start == 1 && s.charAt(start) == '0';
                if (i == start || (s.charAt(start) == '0' && (numbers.isEmpty() || !zero))) {
                    throw invalid(s);
                }
                numbers.add(Integer.parseInt(s.substring(start, i)));
                if (i < n && s.charAt(i) == '.') {
                    i++;
                } else {
                    break;
                }
            }
            if (numbers.size() > 1 && numbers.get(numbers.size() - 1) == 0) {
                throw invalid(s);
            }
            // (-$PRE)? then (\+$BUILD?)?(-$OPT)? to the end. As the JDK's pattern would, take a
            // pre-release when the rest then matches, and otherwise read the '-' as the optional
            // part's.
            String pre = null;
            Tail tail = null;
            if (i < n && s.charAt(i) == '-') {
                int j = i + 1;
                while (j < n && isLetterOrDigit(s.charAt(j))) {
                    j++;
                }
                if (j > i + 1) {
                    tail = Tail.parse(s, j);
                    if (tail != null) {
                        pre = s.substring(i + 1, j);
                    }
                }
            }
            if (tail == null) {
                tail = Tail.parse(s, i);
            }
            if (tail == null) {
                throw invalid(s);
            }
            if (tail.build == null) {
                if (tail.plus) {
                    if (tail.optional == null) {
                        throw new IllegalArgumentException("'+' found with neither build or optional components: '"
                                                           + s + "'");
                    } else if (pre != null) {
                        throw new IllegalArgumentException("'+' found with pre-release and optional components:'"
                                                           + s + "'");
                    }
                } else if (tail.optional != null && pre == null) {
                    throw new IllegalArgumentException("optional component must be preceded by a pre-release "
                                                       + "component or '+': '" + s + "'");
                }
            }
            return new Version(List.copyOf(numbers), Optional.ofNullable(pre),
                               Optional.ofNullable(tail.build == null ? null : Integer.parseInt(tail.build)),
                               Optional.ofNullable(tail.optional));
        }

        /** What follows the version number and pre-release: {@code (\+$BUILD?)?(-$OPT)?}. */
        private static final class Tail {
            boolean plus;
            String build;
            String optional;

            /** The tail from {@code i} to the end of {@code s}, or null if it is none. */
            static Tail parse(String s, int i) {
                int n = s.length();
                Tail t = new Tail();
                if (i < n && s.charAt(i) == '+') {
                    t.plus = true;
                    i++;
                    int start = i;
                    if (i < n && s.charAt(i) == '0') {
                        i++;
                    } else {
                        while (i < n && isDigit(s.charAt(i))) {
                            i++;
                        }
                    }
                    if (i > start) {
                        t.build = s.substring(start, i);
                    }
                }
                if (i < n && s.charAt(i) == '-') {
                    int start = ++i;
                    while (i < n && (isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '-' || s.charAt(i) == '.')) {
                        i++;
                    }
                    if (i == start) {
                        return null;
                    }
                    t.optional = s.substring(start, i);
                }
                return i == n ? t : null;
            }
        }

        private static boolean isSimpleNumber(String s) {
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c < (i > 0 ? '0' : '1') || c > '9') {
                    return false;
                }
            }
            return true;
        }

        private static boolean isDigit(char c) {
            return c >= '0' && c <= '9';
        }

        private static boolean isLetterOrDigit(char c) {
            return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        }

        private static IllegalArgumentException invalid(String s) {
            return new IllegalArgumentException("Invalid version string: '" + s + "'");
        }

        private int element(int k) {
            return version.size() > k ? version.get(k) : 0;
        }

        public int feature() {
            return version.get(0);
        }

        public int interim() {
            return element(1);
        }

        public int update() {
            return element(2);
        }

        public int patch() {
            return element(3);
        }

        @Deprecated(since = "10")
        public int major() {
            return feature();
        }

        @Deprecated(since = "10")
        public int minor() {
            return interim();
        }

        @Deprecated(since = "10")
        public int security() {
            return update();
        }

        public List<Integer> version() {
            return version;
        }

        public Optional<String> pre() {
            return pre;
        }

        public Optional<Integer> build() {
            return build;
        }

        public Optional<String> optional() {
            return optional;
        }

        @Override
        public int compareTo(Version obj) {
            return compare(obj, false);
        }

        public int compareToIgnoreOptional(Version obj) {
            return compare(obj, true);
        }

        private int compare(Version obj, boolean ignoreOpt) {
            if (obj == null) {
                throw new NullPointerException();
            }
            int min = Math.min(version.size(), obj.version.size());
            for (int k = 0; k < min; k++) {
                int val = version.get(k);
                int oVal = obj.version.get(k);
                if (val != oVal) {
                    return val - oVal;
                }
            }
            if (version.size() != obj.version.size()) {
                return version.size() - obj.version.size();
            }
            if (pre.isPresent() != obj.pre.isPresent()) {
                return pre.isPresent() ? -1 : 1;
            }
            if (pre.isPresent()) {
                // Numeric pre-releases compare as numbers and before alphanumeric ones.
                String val = pre.get();
                String oVal = obj.pre.get();
                boolean numeric = allDigits(val);
                boolean oNumeric = allDigits(oVal);
                int c = numeric
                        ? (oNumeric ? new java.math.BigInteger(val).compareTo(new java.math.BigInteger(oVal)) : -1)
                        : (oNumeric ? 1 : val.compareTo(oVal));
                if (c != 0) {
                    return c;
                }
            }
            if (obj.build.isPresent()) {
                int c = build.isPresent() ? build.get().compareTo(obj.build.get()) : -1;
                if (c != 0) {
                    return c;
                }
            } else if (build.isPresent()) {
                return 1;
            }
            if (ignoreOpt) {
                return 0;
            }
            if (optional.isPresent() != obj.optional.isPresent()) {
                return optional.isPresent() ? 1 : -1;
            }
            return optional.isPresent() ? optional.get().compareTo(obj.optional.get()) : 0;
        }

        private static boolean allDigits(String s) {
            for (int i = 0; i < s.length(); i++) {
                if (!isDigit(s.charAt(i))) {
                    return false;
                }
            }
            return !s.isEmpty();
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder();
            for (int k = 0; k < version.size(); k++) {
                if (k > 0) {
                    sb.append('.');
                }
                sb.append(version.get(k));
            }
            pre.ifPresent(p -> sb.append('-').append(p));
            if (build.isPresent()) {
                sb.append('+').append(build.get());
                optional.ifPresent(o -> sb.append('-').append(o));
            } else if (optional.isPresent()) {
                sb.append(pre.isPresent() ? "-" : "+-").append(optional.get());
            }
            return sb.toString();
        }

        @Override
        public boolean equals(Object obj) {
            return equalsIgnoreOptional(obj) && optional.equals(((Version) obj).optional);
        }

        public boolean equalsIgnoreOptional(Object obj) {
            if (this == obj) {
                return true;
            }
            if (!(obj instanceof Version)) {
                return false;
            }
            Version that = (Version) obj;
            return version.equals(that.version) && pre.equals(that.pre) && build.equals(that.build);
        }

        @Override
        public int hashCode() {
            int h = 1;
            h = 17 * h + version.hashCode();
            h = 17 * h + pre.hashCode();
            h = 17 * h + build.hashCode();
            return 17 * h + optional.hashCode();
        }
    }
}
