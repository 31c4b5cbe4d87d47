/*
 * weft model class (not part of the JDK). Compiled into java.base with
 * --patch-module; see crates/weft-vm/runtime/NATIVES.md.
 */
package sun.nio.fs;

import java.io.FileDescriptor;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.AccessMode;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Set;
import jdk.internal.access.SharedSecrets;

/**
 * The file system as weft models it, behind {@code java.nio.file} (the default provider's
 * operations are redirected here) and behind {@code java.io} streams on temporary files.
 *
 * <p>Two kinds of files. Files outside the temporary directory are input: read-only, their
 * contents read from the real file system when first opened and fixed for the run and every
 * state of a search (the VM keeps them). Files under the temporary directory
 * ({@code java.io.tmpdir}) live only here, in the heap: the directory starts empty, and what
 * the program creates, writes and deletes there is part of the state, so the search snapshots,
 * restores and fingerprints it like any object. Writing anywhere else stops the run with an
 * unsupported error.
 *
 * <p>Every operation holds the lock of this class: a file system call is one atomic step, as
 * the kernel makes it, and the VM runs each call of this class as one operation (one
 * scheduling point, at the lock).
 */
public final class WeftFileSystem {
    /** A file or directory under the temporary directory. */
    static final class Node {
        final boolean directory;
        /** The contents of a regular file: {@code data[0, size)}. */
        byte[] data = new byte[0];
        int size;

        Node(boolean directory) {
            this.directory = directory;
        }
    }

    /** The temporary directory, absolute and normalized. */
    static final String TMP = tempDirectory();

    /** The files and directories under {@link #TMP}, by absolute normalized path. */
    private static final HashMap<String, Node> temp = new HashMap<>();

    /** The next number in the names of temporary files (the JDK's are random). */
    private static long nextTempName = 1;

    /** The channels behind open {@code java.io} streams on temporary files, by descriptor. */
    private static final ArrayList<WeftFileChannel> streams = new ArrayList<>();

    /** {@code FileDescriptor.fd} of the first {@code java.io} stream on a temporary file. */
    static final int FIRST_STREAM = 100_000;

    /** Open modes of {@link #openStream}. */
    static final int READ = 0, WRITE = 1, APPEND = 2;

    private WeftFileSystem() {}

    /** {@code java.io.tmpdir}, absolute and normalized. */
    private static native String tempDirectory();

    /**
     * What is at absolute path {@code path} in the real file system: {@code [kind, size,
     * lastModifiedMillis]} with kind 1 a regular file, 2 a directory, 3 something else; null
     * when nothing is there.
     */
    static native long[] realAttributes(String path);

    /** The index of the input file at absolute path {@code path}, read now if not yet. */
    static native int openInput(String path) throws IOException;

    /** The size of input file {@code input}. */
    static native long inputSize(int input);

    /**
     * Copies up to {@code len} bytes of input file {@code input} from {@code position} into
     * {@code b[off..]}: the number copied, -1 at the end.
     */
    static native int readInput(int input, long position, byte[] b, int off, int len);

    /** The sorted names in real directory {@code path}, or null. */
    static native String[] listReal(String path);

    /** Stops the run: weft does not model this. */
    static void unsupported(String what) {
        java.lang.WeftVM.unsupported(what);
    }

    /** The absolute normalized form of {@code path}. */
    static String absolute(Path path) {
        return path.toAbsolutePath().normalize().toString();
    }

    /** Whether absolute path {@code abs} lies in the temporary directory (or is it). */
    static boolean isTemp(String abs) {
        return abs.equals(TMP) || abs.startsWith(TMP.endsWith("/") ? TMP : TMP + "/");
    }

    /**
     * The node at temporary path {@code abs}, or null. The temporary directory is an overlay on
     * the real one: a path the program has not touched yet shows what is really there (a file's
     * contents are copied in, as input, the first time the path is looked at), and from then on
     * only what the program does.
     */
    private static Node tempNode(String abs) {
        if (abs.equals(TMP)) {
            return ROOT;
        }
        if (temp.containsKey(abs)) {
            return temp.get(abs);
        }
        Node node = null;
        long[] real = realAttributes(abs);
        if (real != null && real[0] == 2) {
            node = new Node(true);
        } else if (real != null && real[0] == 1) {
            try {
                int input = openInput(abs);
                node = new Node(false);
                node.size = (int) Math.min(inputSize(input), Integer.MAX_VALUE - 8);
                node.data = new byte[node.size];
                int done = 0;
                while (done < node.size) {
                    int n = readInput(input, done, node.data, done, node.size - done);
                    if (n <= 0) {
                        break;
                    }
                    done += n;
                }
            } catch (IOException unreadable) {
                node = null;
            }
        }
        // A null value records that nothing is there (never was, or was deleted).
        temp.put(abs, node);
        return node;
    }

    /** Removes temporary path {@code abs}. */
    private static void forget(String abs) {
        temp.put(abs, null);
    }

    private static final Node ROOT = new Node(true);

    private static String parentOf(String abs) {
        int slash = abs.lastIndexOf('/');
        return slash <= 0 ? "/" : abs.substring(0, slash);
    }

    private static void refuseWrite(String abs, String what) {
        unsupported("writing to the file system outside the temporary directory (" + what + " " + abs
                + "): weft reads existing files and writes only under java.io.tmpdir (" + TMP + ")");
    }

    // ---- java.nio.file: the default provider's operations ----

    /** {@code newByteChannel} and {@code newFileChannel} of the default provider. */
    public static FileChannel newChannel(Path path, Set<? extends OpenOption> options, FileAttribute<?>[] attrs)
            throws IOException {
        boolean read = options.contains(StandardOpenOption.READ);
        boolean write = options.contains(StandardOpenOption.WRITE);
        boolean append = options.contains(StandardOpenOption.APPEND);
        boolean truncate = options.contains(StandardOpenOption.TRUNCATE_EXISTING);
        boolean create = options.contains(StandardOpenOption.CREATE);
        boolean createNew = options.contains(StandardOpenOption.CREATE_NEW);
        for (OpenOption option : options) {
            if (option == null) {
                throw new NullPointerException();
            }
            if (!(option instanceof StandardOpenOption) && option != LinkOption.NOFOLLOW_LINKS) {
                throw new UnsupportedOperationException(option + " not supported");
            }
        }
        if (!read && !write) {
            if (append) {
                write = true;
            } else {
                read = true;
            }
        }
        if (read && append) {
            throw new IllegalArgumentException("READ + APPEND not allowed");
        }
        if (append && truncate) {
            throw new IllegalArgumentException("APPEND + TRUNCATE_EXISTING not allowed");
        }
        String abs = absolute(path);
        synchronized (WeftFileSystem.class) {
            if (!isTemp(abs)) {
                if (write) {
                    refuseWrite(abs, "opening for writing");
                }
                long[] attributes = realAttributes(abs);
                if (attributes == null) {
                    throw new NoSuchFileException(path.toString());
                }
                if (attributes[0] == 2) {
                    return new WeftFileChannel(null, -1, path.toString(), true, false, false, null);
                }
                return new WeftFileChannel(null, openInput(abs), path.toString(), true, false, false, null);
            }
            Node node = tempNode(abs);
            if (node == null) {
                if (!write || !(create || createNew)) {
                    throw new NoSuchFileException(path.toString());
                }
                Node parent = tempNode(parentOf(abs));
                if (parent == null || !parent.directory) {
                    throw new NoSuchFileException(path.toString());
                }
                node = new Node(false);
                temp.put(abs, node);
            } else if (createNew && write) {
                throw new FileAlreadyExistsException(path.toString());
            } else if (node.directory && write) {
                throw new FileSystemException(path.toString(), null, "Is a directory");
            }
            if (truncate && write && !node.directory) {
                node.data = new byte[0];
                node.size = 0;
            }
            String deleteOnClose = options.contains(StandardOpenOption.DELETE_ON_CLOSE) ? abs : null;
            return new WeftFileChannel(node, -1, path.toString(), read, write, append, deleteOnClose);
        }
    }

    /** {@code Files.delete} and {@code deleteIfExists}. */
    public static boolean delete(Path path, boolean failIfNotExists) throws IOException {
        String abs = absolute(path);
        synchronized (WeftFileSystem.class) {
            if (!isTemp(abs) || abs.equals(TMP)) {
                refuseWrite(abs, "deleting");
            }
            Node node = tempNode(abs);
            if (node == null) {
                if (failIfNotExists) {
                    throw new NoSuchFileException(path.toString());
                }
                return false;
            }
            if (node.directory && !children(abs).isEmpty()) {
                throw new DirectoryNotEmptyException(path.toString());
            }
            forget(abs);
            return true;
        }
    }

    /** {@code Files.createDirectory}. */
    public static void createDirectory(Path path, FileAttribute<?>[] attrs) throws IOException {
        String abs = absolute(path);
        synchronized (WeftFileSystem.class) {
            if (!isTemp(abs)) {
                if (realAttributes(abs) != null) {
                    throw new FileAlreadyExistsException(path.toString());
                }
                refuseWrite(abs, "creating a directory");
            }
            if (tempNode(abs) != null) {
                throw new FileAlreadyExistsException(path.toString());
            }
            Node parent = tempNode(parentOf(abs));
            if (parent == null || !parent.directory) {
                throw new NoSuchFileException(path.toString());
            }
            temp.put(abs, new Node(true));
        }
    }

    /** The absolute paths directly inside temporary directory {@code abs}, sorted. */
    private static ArrayList<String> children(String abs) {
        ArrayList<String> names = new ArrayList<>();
        String prefix = abs.endsWith("/") ? abs : abs + "/";
        String[] real = listReal(abs);
        if (real != null) {
            for (String name : real) {
                tempNode(prefix + name);
            }
        }
        for (java.util.Map.Entry<String, Node> e : temp.entrySet()) {
            String p = e.getKey();
            if (e.getValue() != null && p.startsWith(prefix) && p.indexOf('/', prefix.length()) < 0) {
                names.add(p);
            }
        }
        names.sort(null);
        return names;
    }

    /**
     * What is at {@code path}: {@code [kind, size, lastModifiedMillis]} as
     * {@link #realAttributes}, or null.
     */
    static long[] attributes(String abs) {
        synchronized (WeftFileSystem.class) {
            if (!isTemp(abs)) {
                return realAttributes(abs);
            }
            Node node = tempNode(abs);
            if (node == null) {
                return null;
            }
            return new long[] {node.directory ? 2 : 1, node.directory ? 4096 : node.size, 0};
        }
    }

    public static boolean exists(Path path) {
        return attributes(absolute(path)) != null;
    }

    public static boolean isDirectory(Path path) {
        long[] a = attributes(absolute(path));
        return a != null && a[0] == 2;
    }

    public static boolean isRegularFile(Path path) {
        long[] a = attributes(absolute(path));
        return a != null && a[0] == 1;
    }

    /** {@code Files.isReadable}, {@code isWritable}, {@code checkAccess}. */
    public static void checkAccess(Path path, AccessMode[] modes) throws IOException {
        String abs = absolute(path);
        if (attributes(abs) == null) {
            throw new NoSuchFileException(path.toString());
        }
        for (AccessMode mode : modes) {
            // Input files are read-only to the program; execute permission is not modelled.
            if (mode != AccessMode.READ && !isTemp(abs)) {
                throw new AccessDeniedException(path.toString());
            }
        }
    }

    /** {@code Files.readAttributes(path, BasicFileAttributes.class)} and what uses it ({@code size}). */
    @SuppressWarnings("unchecked")
    public static <A extends BasicFileAttributes> A readAttributes(Path path, Class<A> type, LinkOption[] options)
            throws IOException {
        if (type != BasicFileAttributes.class) {
            unsupported("file attributes of type " + type.getName() + " (weft models BasicFileAttributes only)");
        }
        long[] a = attributes(absolute(path));
        if (a == null) {
            throw new NoSuchFileException(path.toString());
        }
        return (A) new WeftFileAttributes(a, absolute(path));
    }

    /** The entries of directory {@code dir} (temporary or real), as paths resolved against it. */
    public static ArrayList<Path> list(Path dir) throws IOException {
        String abs = absolute(dir);
        ArrayList<Path> entries = new ArrayList<>();
        synchronized (WeftFileSystem.class) {
            long[] a = attributes(abs);
            if (a == null) {
                throw new NoSuchFileException(dir.toString());
            }
            if (a[0] != 2) {
                throw new java.nio.file.NotDirectoryException(dir.toString());
            }
            if (isTemp(abs)) {
                for (String child : children(abs)) {
                    entries.add(dir.resolve(child.substring(child.lastIndexOf('/') + 1)));
                }
            } else {
                String[] names = listReal(abs);
                if (names != null) {
                    for (String name : names) {
                        entries.add(dir.resolve(name));
                    }
                }
            }
        }
        return entries;
    }

    /** {@code Files.newDirectoryStream}, {@code Files.list}, {@code Files.walk}: the entries, sorted by name. */
    public static java.nio.file.DirectoryStream<Path> newDirectoryStream(Path dir,
            java.nio.file.DirectoryStream.Filter<? super Path> filter) throws IOException {
        final ArrayList<Path> entries = new ArrayList<>();
        for (Path entry : list(dir)) {
            if (filter == null || filter.accept(entry)) {
                entries.add(entry);
            }
        }
        return new java.nio.file.DirectoryStream<Path>() {
            private boolean iterated;

            @Override
            public java.util.Iterator<Path> iterator() {
                if (iterated) {
                    throw new IllegalStateException("Iterator already obtained");
                }
                iterated = true;
                return entries.iterator();
            }

            @Override
            public void close() {}
        };
    }

    /** {@code Files.createTempFile} and {@code createTempDirectory}: a new name in {@code dir}. */
    public static Path createTemp(Path dir, String prefix, String suffix, boolean directory, FileAttribute<?>[] attrs)
            throws IOException {
        if (prefix == null) {
            prefix = "";
        }
        if (suffix == null) {
            suffix = directory ? "" : ".tmp";
        }
        Path base = dir == null ? Path.of(TMP) : dir;
        synchronized (WeftFileSystem.class) {
            while (true) {
                String name = prefix + nextTempName++ + suffix;
                Path candidate = base.getFileSystem().getPath(name);
                if (candidate.getParent() != null) {
                    throw new IllegalArgumentException("Invalid prefix or suffix");
                }
                Path f = base.resolve(candidate);
                if (tempNode(absolute(f)) != null) {
                    continue;
                }
                if (directory) {
                    createDirectory(f, attrs);
                } else {
                    newChannel(f, Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE), attrs).close();
                }
                return f;
            }
        }
    }

    private static boolean replaces(java.nio.file.CopyOption[] options) {
        for (java.nio.file.CopyOption option : options) {
            if (option == java.nio.file.StandardCopyOption.REPLACE_EXISTING) {
                return true;
            }
        }
        return false;
    }

    /** {@code java.io.File.createTempFile}, with the JDK's checks; names from the counter. */
    public static java.io.File createTempFileIo(String prefix, String suffix, java.io.File directory)
            throws IOException {
        if (prefix.length() < 3) {
            throw new IllegalArgumentException("Prefix string \"" + prefix + "\" too short: length must be at least 3");
        }
        if (suffix == null) {
            suffix = ".tmp";
        }
        java.io.File dir = directory != null ? directory : new java.io.File(TMP);
        synchronized (WeftFileSystem.class) {
            while (true) {
                java.io.File f = new java.io.File(dir, prefix + nextTempName++ + suffix);
                String abs = absolute(f.toPath());
                if (!isTemp(abs)) {
                    refuseWrite(abs, "creating a temporary file");
                }
                if (tempNode(abs) != null) {
                    continue;
                }
                if (!ioCreate(abs, false)) {
                    throw new IOException("Unable to create temporary file");
                }
                return f;
            }
        }
    }

    /** {@code Files.move}: a rename within the temporary directory. */
    public static void move(Path source, Path target, java.nio.file.CopyOption[] options) throws IOException {
        boolean replace = replaces(options);
        String from = absolute(source), to = absolute(target);
        synchronized (WeftFileSystem.class) {
            if (!isTemp(from) || !isTemp(to) || from.equals(TMP)) {
                refuseWrite(isTemp(from) ? to : from, "moving");
            }
            Node node = tempNode(from);
            if (node == null) {
                throw new NoSuchFileException(source.toString());
            }
            if (from.equals(to)) {
                return;
            }
            Node existing = tempNode(to);
            if (existing != null && !replace) {
                throw new FileAlreadyExistsException(target.toString());
            }
            Node parent = tempNode(parentOf(to));
            if (parent == null || !parent.directory) {
                throw new NoSuchFileException(target.toString());
            }
            if (node.directory && !children(from).isEmpty()) {
                unsupported("moving a non-empty directory");
            }
            forget(from);
            temp.put(to, node);
        }
    }

    /** {@code Files.copy(Path, Path)}: into the temporary directory. */
    public static void copy(Path source, Path target, java.nio.file.CopyOption[] options) throws IOException {
        boolean replace = replaces(options);
        String to = absolute(target);
        synchronized (WeftFileSystem.class) {
            if (!isTemp(to)) {
                refuseWrite(to, "copying to");
            }
            if (tempNode(to) != null && !replace) {
                throw new FileAlreadyExistsException(target.toString());
            }
            FileChannel in = newChannel(source, Set.of(StandardOpenOption.READ), null);
            FileChannel out = newChannel(target, Set.of(StandardOpenOption.WRITE, StandardOpenOption.CREATE,
                    StandardOpenOption.TRUNCATE_EXISTING), null);
            java.nio.ByteBuffer buffer = java.nio.ByteBuffer.allocate(8192);
            while (in.read(buffer) > 0) {
                buffer.flip();
                out.write(buffer);
                buffer.clear();
            }
            in.close();
            out.close();
        }
    }

    /** Called by a channel with {@code DELETE_ON_CLOSE}. */
    static void deleteOnClose(String abs) {
        synchronized (WeftFileSystem.class) {
            forget(abs);
        }
    }

    // ---- java.io streams on temporary files ----

    /**
     * {@code FileInputStream}/{@code FileOutputStream.open0} of temporary file {@code abs}:
     * opens a channel and gives its number to {@code fd}. Errors name the file {@code name}, as
     * the program gave it (as the JDK's do).
     */
    public static void openStream(FileDescriptor fd, String abs, String name, int mode) throws IOException {
        synchronized (WeftFileSystem.class) {
            Node node = tempNode(abs);
            if (node == null && mode == READ) {
                throw new java.io.FileNotFoundException(name + " (No such file or directory)");
            }
            if (node != null && node.directory) {
                throw new java.io.FileNotFoundException(name + " (Is a directory)");
            }
            if (node == null) {
                Node parent = tempNode(parentOf(abs));
                if (parent == null || !parent.directory) {
                    throw new java.io.FileNotFoundException(name + " (No such file or directory)");
                }
                node = new Node(false);
                temp.put(abs, node);
            } else if (mode == WRITE) {
                node.data = new byte[0];
                node.size = 0;
            }
            register(fd, new WeftFileChannel(node, -1, abs, mode == READ, mode != READ, mode == APPEND, null));
        }
    }

    /**
     * {@code RandomAccessFile.open0} of absolute path {@code abs}: a temporary file (created
     * when opened for writing, never truncated) or, read-only, an input file. Errors name the
     * file {@code name}, as the program gave it.
     */
    public static void openRandomAccess(FileDescriptor fd, String abs, String name, boolean write) throws IOException {
        synchronized (WeftFileSystem.class) {
            WeftFileChannel channel;
            if (!isTemp(abs)) {
                if (write) {
                    refuseWrite(abs, "opening a RandomAccessFile for writing");
                }
                long[] a = realAttributes(abs);
                if (a == null || a[0] != 1) {
                    throw new java.io.FileNotFoundException(name + (a == null ? " (No such file or directory)" : " (Is a directory)"));
                }
                channel = new WeftFileChannel(null, openInput(abs), abs, true, false, false, null);
            } else {
                Node node = tempNode(abs);
                if (node != null && node.directory) {
                    throw new java.io.FileNotFoundException(name + " (Is a directory)");
                }
                if (node == null) {
                    Node parent = tempNode(parentOf(abs));
                    if (!write || parent == null || !parent.directory) {
                        throw new java.io.FileNotFoundException(name + " (No such file or directory)");
                    }
                    node = new Node(false);
                    temp.put(abs, node);
                }
                channel = new WeftFileChannel(node, -1, abs, true, write, false, null);
            }
            register(fd, channel);
        }
    }

    /** Gives {@code channel} a descriptor number, stored in {@code fd}. */
    private static void register(FileDescriptor fd, WeftFileChannel channel) {
        int slot = streams.indexOf(null);
        if (slot < 0) {
            slot = streams.size();
            streams.add(channel);
        } else {
            streams.set(slot, channel);
        }
        SharedSecrets.getJavaIOFileDescriptorAccess().set(fd, FIRST_STREAM + slot);
    }

    /** {@code RandomAccessFile.getFilePointer}. */
    public static long streamPosition(int fd) throws IOException {
        synchronized (WeftFileSystem.class) {
            return stream(fd).position();
        }
    }

    /** {@code RandomAccessFile.seek} (the offset is not negative). */
    public static void streamSeek(int fd, long position) throws IOException {
        synchronized (WeftFileSystem.class) {
            stream(fd).position(position);
        }
    }

    /** {@code RandomAccessFile.length}. */
    public static long streamLength(int fd) throws IOException {
        synchronized (WeftFileSystem.class) {
            return stream(fd).size();
        }
    }

    /** {@code RandomAccessFile.setLength}: truncates or extends with zeros. */
    public static void streamSetLength(int fd, long length) throws IOException {
        synchronized (WeftFileSystem.class) {
            WeftFileChannel channel = stream(fd);
            if (length < channel.size()) {
                channel.truncate(length);
            } else if (length > channel.size()) {
                channel.write(java.nio.ByteBuffer.allocate(1), length - 1);
            }
            if (channel.position() > length) {
                channel.position(length);
            }
        }
    }

    private static WeftFileChannel stream(int fd) throws IOException {
        int slot = fd - FIRST_STREAM;
        WeftFileChannel channel = slot >= 0 && slot < streams.size() ? streams.get(slot) : null;
        if (channel == null) {
            throw new IOException("Stream Closed");
        }
        return channel;
    }

    /** {@code FileInputStream.read()} of a temporary file. */
    public static int streamRead(int fd) throws IOException {
        synchronized (WeftFileSystem.class) {
            byte[] one = new byte[1];
            int n = stream(fd).readAt(one, 0, 1);
            return n <= 0 ? -1 : one[0] & 0xff;
        }
    }

    /** {@code FileInputStream.readBytes} of a temporary file. */
    public static int streamReadBytes(int fd, byte[] b, int off, int len) throws IOException {
        synchronized (WeftFileSystem.class) {
            if (off < 0 || len < 0 || len > b.length - off) {
                throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len
                        + ") out of bounds for length " + b.length);
            }
            if (len == 0) {
                return 0;
            }
            return stream(fd).readAt(b, off, len);
        }
    }

    /** {@code FileInputStream.skip0} of a temporary file. */
    public static long streamSkip(int fd, long n) throws IOException {
        synchronized (WeftFileSystem.class) {
            WeftFileChannel channel = stream(fd);
            long target = channel.position() + n;
            if (target < 0) {
                throw new IOException("Invalid argument");
            }
            channel.position(target);
            return n;
        }
    }

    /** {@code FileInputStream.available0} of a temporary file. */
    public static int streamAvailable(int fd) throws IOException {
        synchronized (WeftFileSystem.class) {
            WeftFileChannel channel = stream(fd);
            return (int) Math.min(Integer.MAX_VALUE, Math.max(0, channel.size() - channel.position()));
        }
    }

    /** {@code FileOutputStream.write}/{@code writeBytes} of a temporary file. */
    public static void streamWrite(int fd, byte[] b, int off, int len) throws IOException {
        synchronized (WeftFileSystem.class) {
            if (off < 0 || len < 0 || len > b.length - off) {
                throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len
                        + ") out of bounds for length " + b.length);
            }
            stream(fd).writeAt(b, off, len);
        }
    }

    /** {@code FileDescriptor.close0} of a temporary file's stream. */
    public static void closeStream(FileDescriptor fd, int number) {
        synchronized (WeftFileSystem.class) {
            int slot = number - FIRST_STREAM;
            if (slot >= 0 && slot < streams.size()) {
                streams.set(slot, null);
            }
            SharedSecrets.getJavaIOFileDescriptorAccess().set(fd, -1);
        }
    }

    /** {@code java.io.File} attribute bits ({@code getBooleanAttributes}) of a temporary path. */
    public static int ioAttributes(String abs) {
        long[] a = attributes(abs);
        return a == null ? 0 : a[0] == 2 ? 0x05 : 0x03;
    }

    /** Whether temporary path {@code abs} exists ({@code java.io.File.canRead}, {@code canWrite}). */
    public static boolean ioExists(String abs) {
        return attributes(abs) != null;
    }

    /** {@code java.io.File.length} of a temporary path. */
    public static long ioLength(String abs) {
        long[] a = attributes(abs);
        return a == null || a[0] == 2 ? 0 : a[1];
    }

    /** {@code java.io.File.delete} of a temporary path. */
    public static boolean ioDelete(String abs) {
        synchronized (WeftFileSystem.class) {
            Node node = tempNode(abs);
            if (node == null || (node.directory && !children(abs).isEmpty())) {
                return false;
            }
            forget(abs);
            return true;
        }
    }

    /** {@code java.io.File.createNewFile} ({@code directory} false) and {@code mkdir} of a temporary path. */
    public static boolean ioCreate(String abs, boolean directory) throws IOException {
        synchronized (WeftFileSystem.class) {
            if (tempNode(abs) != null) {
                return false;
            }
            Node parent = tempNode(parentOf(abs));
            if (parent == null || !parent.directory) {
                if (directory) {
                    return false;
                }
                throw new IOException("No such file or directory");
            }
            temp.put(abs, new Node(directory));
            return true;
        }
    }

    /** {@code java.io.File.list} of a temporary directory. */
    public static String[] ioList(String abs) {
        synchronized (WeftFileSystem.class) {
            Node node = tempNode(abs);
            if (node == null || !node.directory) {
                return null;
            }
            ArrayList<String> children = children(abs);
            String[] names = new String[children.size()];
            for (int i = 0; i < names.length; i++) {
                String child = children.get(i);
                names[i] = child.substring(child.lastIndexOf('/') + 1);
            }
            return names;
        }
    }

    /** {@code java.io.File.renameTo} within the temporary directory. */
    public static boolean ioRename(String from, String to) {
        synchronized (WeftFileSystem.class) {
            Node node = tempNode(from);
            Node parent = tempNode(parentOf(to));
            if (node == null || parent == null || !parent.directory || !isTemp(to)) {
                return false;
            }
            forget(from);
            temp.put(to, node);
            return true;
        }
    }
}
