/*
 * weft model class replacing java.io.PrintStream (JDK 17). Compiled into
 * java.base with --patch-module; see crates/weft-vm/runtime/NATIVES.md.
 */
package java.io;

import java.lang.WeftVM;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;
import java.util.Locale;

/**
 * Model of {@code java.io.PrintStream}: the JDK 17 public API, without
 * buffering and without locking.
 *
 * <p>A stream built on a {@link WeftVM.FdOutputStream} (that is,
 * {@code System.out} and {@code System.err}) writes every string with one
 * {@link WeftVM#writeString} call, so one print call is one step. Any other
 * stream encodes each string with its charset and hands the bytes to the
 * underlying stream with one {@code write(byte[], int, int)} call. The line
 * separator is {@code "\n"}. {@code printf}/{@code format} format the whole
 * string first and write it once.
 */
public class PrintStream extends FilterOutputStream implements Appendable, Closeable {

    private final boolean autoFlush;
    private boolean trouble;
    private boolean closing;
    /**
     * The charset strings are encoded with when the underlying stream is not a
     * {@link WeftVM.FdOutputStream}; null for fd streams (the VM encodes UTF-8).
     */
    private final Charset charset;

    private static <T> T requireNonNull(T obj, String message) {
        if (obj == null) {
            throw new NullPointerException(message);
        }
        return obj;
    }

    private static Charset toCharset(String csn) throws UnsupportedEncodingException {
        requireNonNull(csn, "charsetName");
        try {
            return Charset.forName(csn);
        } catch (IllegalCharsetNameException | UnsupportedCharsetException unused) {
            throw new UnsupportedEncodingException(csn);
        }
    }

    /** Stops the run for constructors that would open a file. */
    private static OutputStream noFiles(String what) {
        WeftVM.unsupported("java.io.PrintStream(" + what + "): file output is not modelled");
        return null;
    }

    private PrintStream(boolean autoFlush, Charset charset, OutputStream out) {
        super(out);
        this.autoFlush = autoFlush;
        if (out instanceof WeftVM.FdOutputStream) {
            this.charset = null;
        } else {
            this.charset = charset != null ? charset : Charset.defaultCharset();
        }
    }

    public PrintStream(OutputStream out) {
        this(out, false);
    }

    public PrintStream(OutputStream out, boolean autoFlush) {
        this(autoFlush, null, requireNonNull(out, "Null output stream"));
    }

    public PrintStream(OutputStream out, boolean autoFlush, String encoding)
        throws UnsupportedEncodingException
    {
        this(requireNonNull(out, "Null output stream"), autoFlush, toCharset(encoding));
    }

    public PrintStream(OutputStream out, boolean autoFlush, Charset charset) {
        this(autoFlush, requireNonNull(charset, "charset"), requireNonNull(out, "Null output stream"));
    }

    public PrintStream(String fileName) throws FileNotFoundException {
        this(false, null, noFiles("String"));
    }

    public PrintStream(String fileName, String csn)
        throws FileNotFoundException, UnsupportedEncodingException
    {
        this(false, null, noFiles("String, String"));
    }

    public PrintStream(String fileName, Charset charset) throws IOException {
        this(false, null, noFiles("String, Charset"));
    }

    public PrintStream(File file) throws FileNotFoundException {
        this(false, null, noFiles("File"));
    }

    public PrintStream(File file, String csn)
        throws FileNotFoundException, UnsupportedEncodingException
    {
        this(false, null, noFiles("File, String"));
    }

    public PrintStream(File file, Charset charset) throws IOException {
        this(false, null, noFiles("File, Charset"));
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    public void flush() {
        try {
            ensureOpen();
            out.flush();
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void close() {
        if (!closing) {
            closing = true;
            try {
                out.close();
            } catch (IOException x) {
                trouble = true;
            }
            out = null;
        }
    }

    public boolean checkError() {
        if (out != null) {
            flush();
        }
        if (out instanceof PrintStream ps) {
            return ps.checkError();
        }
        return trouble;
    }

    protected void setError() {
        trouble = true;
    }

    protected void clearError() {
        trouble = false;
    }

    // ---- bytes ----

    @Override
    public void write(int b) {
        try {
            ensureOpen();
            out.write(b);
            if ((b == '\n') && autoFlush) {
                out.flush();
            }
        } catch (InterruptedIOException x) {
            Thread.currentThread().interrupt();
        } catch (IOException x) {
            trouble = true;
        }
    }

    @Override
    public void write(byte[] buf, int off, int len) {
        try {
            ensureOpen();
            out.write(buf, off, len);
            if (autoFlush) {
                out.flush();
            }
        } catch (InterruptedIOException x) {
            Thread.currentThread().interrupt();
        } catch (IOException x) {
            trouble = true;
        }
    }

    @Override
    public void write(byte[] buf) throws IOException {
        this.write(buf, 0, buf.length);
    }

    public void writeBytes(byte[] buf) {
        this.write(buf, 0, buf.length);
    }

    // ---- text: every print goes through writeText, one write per call ----

    private void writeText(String s) {
        try {
            ensureOpen();
            if (out instanceof WeftVM.FdOutputStream fdOut) {
                WeftVM.writeString(fdOut.fd, s);
            } else {
                byte[] bytes = s.getBytes(charset != null ? charset : Charset.defaultCharset());
                out.write(bytes, 0, bytes.length);
                if (autoFlush && s.indexOf('\n') >= 0) {
                    out.flush();
                }
            }
        } catch (InterruptedIOException x) {
            Thread.currentThread().interrupt();
        } catch (IOException x) {
            trouble = true;
        }
    }

    private void write(char[] buf) {
        writeText(new String(buf));
    }

    private void writeln(char[] buf) {
        // Like the JDK: a null array throws NullPointerException.
        writeText(new StringBuilder(buf.length + 1).append(buf).append('\n').toString());
    }

    private void write(String s) {
        writeText(s);
    }

    private void writeln(String s) {
        writeText(new StringBuilder(s.length() + 1).append(s).append('\n').toString());
    }

    private void newLine() {
        writeText("\n");
    }

    public void print(boolean b) {
        write(String.valueOf(b));
    }

    public void print(char c) {
        write(String.valueOf(c));
    }

    public void print(int i) {
        write(String.valueOf(i));
    }

    public void print(long l) {
        write(String.valueOf(l));
    }

    public void print(float f) {
        write(String.valueOf(f));
    }

    public void print(double d) {
        write(String.valueOf(d));
    }

    public void print(char[] s) {
        write(s);
    }

    public void print(String s) {
        write(String.valueOf(s));
    }

    public void print(Object obj) {
        write(String.valueOf(obj));
    }

    public void println() {
        newLine();
    }

    // As in the JDK, a PrintStream subclass gets print(x) then newLine(), so
    // that overridden print methods are honoured; PrintStream itself writes
    // the text and the newline in one step.

    public void println(boolean x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            print(x);
            newLine();
        }
    }

    public void println(char x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            print(x);
            newLine();
        }
    }

    public void println(int x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            print(x);
            newLine();
        }
    }

    public void println(long x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            print(x);
            newLine();
        }
    }

    public void println(float x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            print(x);
            newLine();
        }
    }

    public void println(double x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            print(x);
            newLine();
        }
    }

    public void println(char[] x) {
        if (getClass() == PrintStream.class) {
            writeln(x);
        } else {
            print(x);
            newLine();
        }
    }

    public void println(String x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            print(x);
            newLine();
        }
    }

    public void println(Object x) {
        String s = String.valueOf(x);
        if (getClass() == PrintStream.class) {
            writeln(s);
        } else {
            print(s);
            newLine();
        }
    }

    // ---- formatting ----

    public PrintStream printf(String format, Object... args) {
        return format(format, args);
    }

    public PrintStream printf(Locale l, String format, Object... args) {
        return format(l, format, args);
    }

    public PrintStream format(String format, Object... args) {
        return format(Locale.getDefault(Locale.Category.FORMAT), format, args);
    }

    /** Formats the whole string first, then writes it in one step (the JDK writes it piecewise). */
    public PrintStream format(Locale l, String format, Object... args) {
        if (out == null) {
            trouble = true;
            return this;
        }
        write(String.format(l, format, args));
        return this;
    }

    // ---- Appendable ----

    public PrintStream append(CharSequence csq) {
        print(String.valueOf(csq));
        return this;
    }

    public PrintStream append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public PrintStream append(char c) {
        print(c);
        return this;
    }
}
