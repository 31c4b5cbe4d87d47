/*
 * weft runtime support for Habanero tasks. See crates/weft-vm/runtime/NATIVES.md.
 */
package weft.rt;

/**
 * The abstract metrics of the program's tasks ({@code doWork} units): written by natives of
 * {@link Tasks} only, without access events (sums and maxima, whose final values do not depend
 * on the order of the updates).
 */
final class Metrics {
    /** The sum of every task's {@code doWork} units. */
    long work;
    /** The largest {@link Task#span} seen. */
    long span;
}
