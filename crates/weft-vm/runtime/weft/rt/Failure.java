/*
 * weft runtime support for Habanero tasks. See crates/weft-vm/runtime/NATIVES.md.
 */
package weft.rt;

/**
 * One exception a finish scope collected (a list through {@link #next}, most recent first).
 * Written and read by natives of {@link Tasks} only, so collecting adds no happens-before edge
 * between the tasks that fail: the scope's owner reads the list after joining them.
 */
final class Failure {
    Throwable exception;
    Failure next;
}
