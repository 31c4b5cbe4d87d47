/*
 * weft's API for the permission regions of Mercer et al. (written for weft; see
 * crates/weft-vm/runtime/NATIVES.md).
 */
package permission;

/**
 * Permission regions: a task announces that it reads ({@code acquireR}) or writes
 * ({@code acquireW}) an object, one array element or a range of array elements until the
 * matching release. Under {@code weft check --schedule regions} they are the scheduling points
 * and their overlaps are permission violations; under full scheduling they only mark regions
 * and the race detector decides.
 */
public final class PermissionChecks {
    private PermissionChecks() {}

    /** Begins a read region on {@code object}. */
    public static native void acquireR(Object object);

    /** Begins a write region on {@code object}. */
    public static native void acquireW(Object object);

    /** Ends a read region on {@code object}. */
    public static native void releaseR(Object object);

    /** Ends a write region on {@code object}. */
    public static native void releaseW(Object object);

    /** Begins a read region on {@code array[index]}. */
    public static native void acquireR(Object array, int index);

    /** Begins a write region on {@code array[index]}. */
    public static native void acquireW(Object array, int index);

    /** Ends a read region on {@code array[index]}. */
    public static native void releaseR(Object array, int index);

    /** Ends a write region on {@code array[index]}. */
    public static native void releaseW(Object array, int index);

    /** Begins a read region on {@code array[from..to)}. */
    public static native void acquireR(Object array, int from, int to);

    /** Begins a write region on {@code array[from..to)}. */
    public static native void acquireW(Object array, int from, int to);

    /** Ends a read region on {@code array[from..to)}. */
    public static native void releaseR(Object array, int from, int to);

    /** Ends a write region on {@code array[from..to)}. */
    public static native void releaseW(Object array, int from, int to);
}
