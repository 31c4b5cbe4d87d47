/*
 * weft model class (not part of the JDK). Compiled into java.base with
 * --patch-module; see crates/weft-vm/runtime/NATIVES.md.
 */
package sun.nio.fs;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.NonReadableChannelException;
import java.nio.channels.NonWritableChannelException;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;

/**
 * An open file in weft's file system ({@link WeftFileSystem}): what {@code Files.newByteChannel},
 * {@code FileChannel.open} and so every {@code Files} read and write work on, and what a
 * {@code java.io} stream on a temporary file reads and writes through. The position is a field
 * of the channel, in the heap like the rest of the state. Every operation holds the file
 * system's lock.
 */
final class WeftFileChannel extends FileChannel {
    /** A temporary file, or null for an input file (or a real directory). */
    private final WeftFileSystem.Node node;
    /** The input file's index in the VM's table ({@code node == null}), -1 for a real directory. */
    private final int input;
    /** The path as the program wrote it, for messages. */
    private final String path;
    private final boolean readable, writable, append;
    /** The absolute path to delete on close ({@code DELETE_ON_CLOSE}), or null. */
    private final String deleteOnClose;
    private long position;

    WeftFileChannel(WeftFileSystem.Node node, int input, String path, boolean readable, boolean writable,
            boolean append, String deleteOnClose) {
        this.node = node;
        this.input = input;
        this.path = path;
        this.readable = readable;
        this.writable = writable;
        this.append = append;
        this.deleteOnClose = deleteOnClose;
    }

    private void ensureOpen() throws IOException {
        if (!isOpen()) {
            throw new ClosedChannelException();
        }
    }

    private long sizeNow() {
        return node != null ? node.size : input >= 0 ? WeftFileSystem.inputSize(input) : 0;
    }

    /** Reads up to {@code len} bytes at {@code at} into {@code b[off..]}; -1 at the end. */
    private int readFrom(long at, byte[] b, int off, int len) throws IOException {
        if (node == null && input < 0 || node != null && node.directory) {
            throw new IOException("Is a directory");
        }
        if (len == 0) {
            return 0;
        }
        if (node == null) {
            return WeftFileSystem.readInput(input, at, b, off, len);
        }
        if (at >= node.size) {
            return -1;
        }
        int n = (int) Math.min(len, node.size - at);
        System.arraycopy(node.data, (int) at, b, off, n);
        return n;
    }

    /** Writes {@code b[off, off + len)} at {@code at}, growing the file. */
    private void writeTo(long at, byte[] b, int off, int len) throws IOException {
        long end = at + len;
        if (end > Integer.MAX_VALUE - 8) {
            throw new IOException("File too large");
        }
        if (end > node.data.length) {
            byte[] bigger = new byte[(int) Math.max(end, node.data.length * 2L)];
            System.arraycopy(node.data, 0, bigger, 0, node.size);
            node.data = bigger;
        }
        // A write past the end leaves a hole of zero bytes, as in a sparse file (the array may
        // still hold bytes of a longer, truncated past).
        if (at > node.size) {
            java.util.Arrays.fill(node.data, node.size, (int) at, (byte) 0);
        }
        System.arraycopy(b, off, node.data, (int) at, len);
        if (end > node.size) {
            node.size = (int) end;
        }
    }

    /** A read at the position by a {@code java.io} stream. */
    int readAt(byte[] b, int off, int len) throws IOException {
        synchronized (WeftFileSystem.class) {
            int n = readFrom(position, b, off, len);
            if (n > 0) {
                position += n;
            }
            return n;
        }
    }

    /** A write at the position (the end when appending) by a {@code java.io} stream. */
    void writeAt(byte[] b, int off, int len) throws IOException {
        synchronized (WeftFileSystem.class) {
            if (!writable) {
                // The descriptor of a file opened read-only, as write(2) answers.
                throw new IOException("Bad file descriptor");
            }
            if (append) {
                position = node.size;
            }
            writeTo(position, b, off, len);
            position += len;
        }
    }

    /** Reads at {@code at}, or at the position (moving it on) when {@code advance}. */
    private int read(ByteBuffer dst, long at, boolean advance) throws IOException {
        synchronized (WeftFileSystem.class) {
            ensureOpen();
            if (advance) {
                at = position;
            }
            if (!readable) {
                throw new NonReadableChannelException();
            }
            int len = dst.remaining();
            byte[] bytes = new byte[len];
            int n = readFrom(at, bytes, 0, len);
            if (n > 0) {
                dst.put(bytes, 0, n);
                if (advance) {
                    position += n;
                }
            }
            return n;
        }
    }

    /** Writes at {@code at}, or at the position (moving it on) when {@code advance}. */
    private int write(ByteBuffer src, long at, boolean advance) throws IOException {
        synchronized (WeftFileSystem.class) {
            ensureOpen();
            if (!writable) {
                throw new NonWritableChannelException();
            }
            if (advance) {
                at = append ? node.size : position;
            }
            int len = src.remaining();
            byte[] bytes = new byte[len];
            src.get(bytes);
            writeTo(at, bytes, 0, len);
            if (advance) {
                position = at + len;
            }
            return len;
        }
    }

    @Override
    public int read(ByteBuffer dst) throws IOException {
        return read(dst, 0, true);
    }

    @Override
    public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
        long total = 0;
        for (int i = offset; i < offset + length; i++) {
            int n = read(dsts[i]);
            if (n < 0) {
                return total == 0 ? -1 : total;
            }
            total += n;
            if (dsts[i].hasRemaining()) {
                break;
            }
        }
        return total;
    }

    @Override
    public int write(ByteBuffer src) throws IOException {
        return write(src, 0, true);
    }

    @Override
    public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
        long total = 0;
        for (int i = offset; i < offset + length; i++) {
            total += write(srcs[i]);
        }
        return total;
    }

    @Override
    public long position() throws IOException {
        synchronized (WeftFileSystem.class) {
            ensureOpen();
            return append ? sizeNow() : position;
        }
    }

    @Override
    public FileChannel position(long newPosition) throws IOException {
        if (newPosition < 0) {
            throw new IllegalArgumentException();
        }
        synchronized (WeftFileSystem.class) {
            ensureOpen();
            position = newPosition;
            return this;
        }
    }

    @Override
    public long size() throws IOException {
        synchronized (WeftFileSystem.class) {
            ensureOpen();
            return sizeNow();
        }
    }

    @Override
    public FileChannel truncate(long size) throws IOException {
        if (size < 0) {
            throw new IllegalArgumentException("Negative size");
        }
        synchronized (WeftFileSystem.class) {
            ensureOpen();
            if (!writable) {
                throw new NonWritableChannelException();
            }
            if (size < node.size) {
                node.size = (int) size;
            }
            if (position > size) {
                position = size;
            }
            return this;
        }
    }

    @Override
    public void force(boolean metaData) throws IOException {
        ensureOpen();
    }

    @Override
    public long transferTo(long at, long count, WritableByteChannel target) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate((int) Math.min(count, 8192));
        long done = 0;
        while (done < count) {
            buffer.clear();
            buffer.limit((int) Math.min(buffer.capacity(), count - done));
            int n = read(buffer, at + done, false);
            if (n <= 0) {
                break;
            }
            buffer.flip();
            while (buffer.hasRemaining()) {
                target.write(buffer);
            }
            done += n;
        }
        return done;
    }

    @Override
    public long transferFrom(ReadableByteChannel source, long at, long count) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate((int) Math.min(count, 8192));
        long done = 0;
        while (done < count) {
            buffer.clear();
            buffer.limit((int) Math.min(buffer.capacity(), count - done));
            int n = source.read(buffer);
            if (n <= 0) {
                break;
            }
            buffer.flip();
            write(buffer, at + done, false);
            done += n;
        }
        return done;
    }

    @Override
    public int read(ByteBuffer dst, long at) throws IOException {
        if (at < 0) {
            throw new IllegalArgumentException("Negative position");
        }
        return read(dst, at, false);
    }

    @Override
    public int write(ByteBuffer src, long at) throws IOException {
        if (at < 0) {
            throw new IllegalArgumentException("Negative position");
        }
        return write(src, at, false);
    }

    @Override
    public MappedByteBuffer map(MapMode mode, long at, long size) throws IOException {
        WeftFileSystem.unsupported("memory-mapped files (FileChannel.map of " + path + ")");
        return null;
    }

    @Override
    public FileLock lock(long at, long size, boolean shared) throws IOException {
        WeftFileSystem.unsupported("file locks (FileChannel.lock of " + path + ")");
        return null;
    }

    @Override
    public FileLock tryLock(long at, long size, boolean shared) throws IOException {
        WeftFileSystem.unsupported("file locks (FileChannel.tryLock of " + path + ")");
        return null;
    }

    @Override
    protected void implCloseChannel() {
        if (deleteOnClose != null) {
            WeftFileSystem.deleteOnClose(deleteOnClose);
        }
    }
}
