/*
 * weft model class (not part of the JDK). Compiled into java.base with
 * --patch-module; see crates/weft-vm/runtime/NATIVES.md.
 */
package java.lang;

/**
 * The door from weft's model classes to the weft machine.
 *
 * <p>It lives in {@code java.lang} so that model classes anywhere in
 * {@code java.base} can reach it. Every method is a native implemented by the
 * interpreter; the exact contracts are in {@code runtime/NATIVES.md}.
 */
public final class WeftVM {
    private WeftVM() {}

    /**
     * Writes {@code len} bytes of {@code b} starting at {@code off} to file
     * descriptor {@code fd} (1 = standard output, 2 = standard error), as one
     * step and without buffering.
     */
    public static native void write(int fd, byte[] b, int off, int len);

    /** Writes the UTF-8 encoding of {@code s} to {@code fd} (1 or 2), as one step. */
    public static native void writeString(int fd, String s);

    /** The VM-provided value of system property {@code key}, or null when unknown. */
    public static native String property(String key);

    /** The names of all properties for which {@link #property} is non-null, in a fixed order. */
    public static native String[] propertyNames();

    /**
     * The environment variables weft was started with: names and values one after the other,
     * by name (for {@code System.getenv}).
     */
    public static native String[] environment();

    /**
     * Stops the run: the VM reports {@code "weft: unsupported: " + what} and
     * exits with status 2. Never returns.
     */
    public static native void unsupported(String what);

    /**
     * Every class-path entry's resource {@code name}, in class-path order: its URL (a
     * {@code String}) and its contents (a {@code byte[]}), one after the other (for
     * {@code java.util.WeftServices}).
     */
    public static Object[] serviceConfigurations(String name) {
        return WeftAppClassLoader.allResources(name);
    }

    /**
     * The providers of service {@code service} (a binary name) that the runtime image's modules
     * declare in their descriptors ({@code provides ... with ...}), as binary names, in module
     * order (for {@code java.util.WeftServices}).
     */
    public static native String[] jdkServiceProviders(String service);

    /** Ends the program with exit status {@code status}. Never returns. */
    public static native void halt(int status);

    /**
     * An unbuffered output stream on file descriptor 1 or 2. {@code System}
     * wraps one in each of {@code System.out} and {@code System.err}; a
     * {@code PrintStream} built on one writes strings with {@link #writeString}.
     */
    public static final class FdOutputStream extends java.io.OutputStream {
        /** The file descriptor: 1 (standard output) or 2 (standard error). */
        public final int fd;

        public FdOutputStream(int fd) {
            this.fd = fd;
        }

        @Override
        public void write(int b) {
            WeftVM.write(fd, new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) {
            java.util.Objects.checkFromIndexSize(off, len, b.length);
            WeftVM.write(fd, b, off, len);
        }
    }
}
