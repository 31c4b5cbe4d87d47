/*
 * weft runtime support for permission regions. See crates/weft-vm/runtime/NATIVES.md.
 */
package weft.rt;

/**
 * A permission region a task holds: read or write permission on an object ({@code from} and
 * {@code to} are -1) or on the array elements {@code from..to-1}. Created, linked into
 * {@link Task#regions} and removed by the natives of {@code permission.PermissionChecks} only.
 */
final class Region {
    Object target;
    int from;
    int to;
    boolean write;
    Region next;
}
