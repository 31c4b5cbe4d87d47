/*
 * weft model class (not part of the JDK). Compiled into java.base with
 * --patch-module; see crates/weft-vm/runtime/NATIVES.md.
 */
package sun.nio.fs;

import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;

/**
 * The basic attributes of a file in weft's file system, as {@code Files.readAttributes},
 * {@code Files.size} and {@code Files.getLastModifiedTime} read them. Times of temporary files
 * are the epoch (time is abstract in a search); of input files, their real modification time.
 */
final class WeftFileAttributes implements BasicFileAttributes {
    /** {@code [kind, size, lastModifiedMillis]} as {@link WeftFileSystem#realAttributes}. */
    private final long[] attributes;
    private final String key;

    WeftFileAttributes(long[] attributes, String key) {
        this.attributes = attributes;
        this.key = key;
    }

    @Override
    public FileTime lastModifiedTime() {
        return FileTime.fromMillis(attributes[2]);
    }

    @Override
    public FileTime lastAccessTime() {
        return lastModifiedTime();
    }

    @Override
    public FileTime creationTime() {
        return lastModifiedTime();
    }

    @Override
    public boolean isRegularFile() {
        return attributes[0] == 1;
    }

    @Override
    public boolean isDirectory() {
        return attributes[0] == 2;
    }

    @Override
    public boolean isSymbolicLink() {
        return false;
    }

    @Override
    public boolean isOther() {
        return attributes[0] == 3;
    }

    @Override
    public long size() {
        return attributes[1];
    }

    @Override
    public Object fileKey() {
        return key;
    }
}
