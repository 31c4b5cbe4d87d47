/*
 * weft model class replacing java.lang.System (JDK 17). Compiled into
 * java.base with --patch-module; see crates/weft-vm/runtime/NATIVES.md.
 */
package java.lang;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.channels.Channel;
import java.util.Collections;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import jdk.internal.access.SharedSecrets;

/**
 * Model of {@code java.lang.System}.
 *
 * <p>Standard output and error are unbuffered streams bound to file
 * descriptors 1 and 2: each print call is one native write, with no lock taken.
 * System properties come from the VM ({@link WeftVM#property}); only the
 * changes a program makes are stored in the heap. The static initializer does
 * the part of the JDK's {@code initPhase1} that library code depends on.
 */
public final class System {
    private System() {}

    /** Standard input: reading it stops the run (weft programs get no input). */
    public static InputStream in;

    /** Standard output, bound to file descriptor 1. */
    public static PrintStream out;

    /** Standard error, bound to file descriptor 2. */
    public static PrintStream err;

    /** Read by {@code ModuleLayer.boot()}; weft does not boot the module system, so it stays null. */
    static ModuleLayer bootLayer;

    /** Marks a property removed by {@link #clearProperty} (compared by identity). */
    private static final String CLEARED = new String("<cleared>");

    /**
     * The property changes the program made: key to new value, or to
     * {@link #CLEARED}. Null while the program has changed nothing.
     */
    private static volatile ConcurrentHashMap<String, String> changedProps;

    static {
        // The part of the JDK's initPhase1 that library code relies on: the
        // JavaLangAccess shared secret (EnumSet, String.join, UUID, ...) and
        // the standard streams. jdk.internal.misc.VM's boot state (saved
        // properties, init level) is the VM's business (see NATIVES.md).
        SharedSecrets.setJavaLangAccess(new WeftLangAccess());
        in = new StandardInput();
        out = new PrintStream(new WeftVM.FdOutputStream(1), true);
        err = new PrintStream(new WeftVM.FdOutputStream(2), true);
    }

    // ---- standard streams ----

    public static void setIn(InputStream in) {
        System.in = in;
    }

    public static void setOut(PrintStream out) {
        System.out = out;
    }

    public static void setErr(PrintStream err) {
        System.err = err;
    }

    /** weft programs have no console. */
    public static java.io.Console console() {
        return null;
    }

    public static Channel inheritedChannel() throws java.io.IOException {
        WeftVM.unsupported("java.lang.System.inheritedChannel");
        return null;
    }

    // ---- security manager (never installed) ----

    @SuppressWarnings("removal")
    public static void setSecurityManager(SecurityManager sm) {
        WeftVM.unsupported("java.lang.System.setSecurityManager");
    }

    @SuppressWarnings("removal")
    public static SecurityManager getSecurityManager() {
        return null;
    }

    // ---- natives ----

    public static native long currentTimeMillis();

    public static native long nanoTime();

    public static native void arraycopy(Object src, int srcPos, Object dest, int destPos, int length);

    public static native int identityHashCode(Object x);

    // ---- properties ----

    /**
     * A fresh {@code Properties} holding the VM's properties with the
     * program's changes applied. Unlike the JDK, changing the returned object
     * does not change the system properties.
     */
    public static Properties getProperties() {
        Properties p = new Properties();
        Map<String, String> changed = changedProps;
        for (String key : WeftVM.propertyNames()) {
            if (changed == null || !changed.containsKey(key)) {
                String value = WeftVM.property(key);
                if (value != null) {
                    p.put(key, value);
                }
            }
        }
        if (changed != null) {
            for (Map.Entry<String, String> e : changed.entrySet()) {
                if (e.getValue() != CLEARED) {
                    p.put(e.getKey(), e.getValue());
                }
            }
        }
        return p;
    }

    public static String lineSeparator() {
        return "\n";
    }

    /**
     * Replaces the system properties by a copy of {@code props}; null restores
     * the VM's properties. Later changes to {@code props} are not seen.
     */
    public static synchronized void setProperties(Properties props) {
        if (props == null) {
            changedProps = null;
            return;
        }
        ConcurrentHashMap<String, String> changed = new ConcurrentHashMap<>();
        for (String key : WeftVM.propertyNames()) {
            changed.put(key, CLEARED);
        }
        for (Map.Entry<Object, Object> e : props.entrySet()) {
            if (e.getKey() instanceof String k && e.getValue() instanceof String v) {
                changed.put(k, v);
            }
        }
        changedProps = changed;
    }

    public static String getProperty(String key) {
        checkKey(key);
        Map<String, String> changed = changedProps;
        if (changed != null) {
            String value = changed.get(key);
            if (value != null) {
                return value == CLEARED ? null : value;
            }
        }
        return WeftVM.property(key);
    }

    public static String getProperty(String key, String def) {
        String value = getProperty(key);
        return value == null ? def : value;
    }

    public static synchronized String setProperty(String key, String value) {
        checkKey(key);
        if (value == null) {
            throw new NullPointerException();
        }
        String old = getProperty(key);
        changed().put(key, value);
        return old;
    }

    public static synchronized String clearProperty(String key) {
        checkKey(key);
        String old = getProperty(key);
        changed().put(key, CLEARED);
        return old;
    }

    /** The map of changes, created on first use; callers hold the System.class lock. */
    private static ConcurrentHashMap<String, String> changed() {
        ConcurrentHashMap<String, String> changed = changedProps;
        if (changed == null) {
            changed = new ConcurrentHashMap<>();
            changedProps = changed;
        }
        return changed;
    }

    private static void checkKey(String key) {
        if (key == null) {
            throw new NullPointerException("key can't be null");
        }
        if (key.isEmpty()) {
            throw new IllegalArgumentException("key can't be empty");
        }
    }

    // ---- environment (a weft program has none) ----

    public static String getenv(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        return Environment.VARIABLES.get(name);
    }

    public static Map<String, String> getenv() {
        return Environment.VARIABLES;
    }

    /** The environment weft was started in, read once, unmodifiable (as the JDK's is). */
    private static final class Environment {
        static final Map<String, String> VARIABLES;

        static {
            String[] pairs = WeftVM.environment();
            Map<String, String> variables = new java.util.HashMap<>();
            for (int i = 0; i + 1 < pairs.length; i += 2) {
                variables.put(pairs[i], pairs[i + 1]);
            }
            VARIABLES = Collections.unmodifiableMap(variables);
        }
    }

    // ---- runtime ----

    public static void exit(int status) {
        Runtime.getRuntime().exit(status);
    }

    public static void gc() {
        Runtime.getRuntime().gc();
    }

    public static void runFinalization() {
        Runtime.getRuntime().runFinalization();
    }

    public static void load(String filename) {
        WeftVM.unsupported("java.lang.System.load");
    }

    public static void loadLibrary(String libname) {
        WeftVM.unsupported("java.lang.System.loadLibrary");
    }

    public static String mapLibraryName(String libname) {
        WeftVM.unsupported("java.lang.System.mapLibraryName");
        return null;
    }

    // ---- helpers ----

    /** {@code System.in}: every read stops the run with a clear message. */
    private static final class StandardInput extends InputStream {
        @Override
        public int read() {
            WeftVM.unsupported("reading standard input");
            return -1;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            WeftVM.unsupported("reading standard input");
            return -1;
        }

        @Override
        public long skip(long n) {
            WeftVM.unsupported("reading standard input");
            return 0;
        }

        @Override
        public int available() {
            WeftVM.unsupported("reading standard input");
            return 0;
        }

        @Override
        public void close() {}
    }
}
