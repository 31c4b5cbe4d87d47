/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj.runtime.util;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * What {@code finish} (and {@code launchHabaneroApp}, {@code finalizeHabanero}) throws, as in
 * HJlib, when a task inside it or its own body threw: every exception the scope collected, in
 * the order they were thrown on this execution ({@link #getExceptions()}, and
 * {@code getSuppressed()}). It is thrown only after every task of the scope has ended. Its cause
 * is not set. weft's checker describes an uncaught {@code MultipleExceptions} by the first
 * exception it carries (its class, message and throw site).
 */
public class MultipleExceptions extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The collected exceptions, read by weft's reports (first = the one reported). */
    private final Throwable[] collected;
    /** The same, as a list (HJlib keeps its exceptions in a field of this name). */
    private final List<Throwable> exceptions;

    public MultipleExceptions(List<Throwable> exceptions) {
        this(exceptions.toArray(new Throwable[0]));
    }

    public MultipleExceptions(Throwable[] exceptions) {
        super(describe(exceptions));
        this.collected = exceptions.clone();
        this.exceptions = Collections.unmodifiableList(Arrays.asList(this.collected));
        // Also as suppressed exceptions, as X10's (and APGAS's) finish reports them.
        for (int i = 0; i < this.collected.length; i++) {
            if (this.collected[i] != null && this.collected[i] != this) {
                addSuppressed(this.collected[i]);
            }
        }
    }

    /** The collected exceptions, in the order they were thrown. */
    public List<Throwable> getExceptions() {
        return exceptions;
    }

    private static String describe(Throwable[] exceptions) {
        StringBuilder s = new StringBuilder();
        s.append(exceptions.length).append(exceptions.length == 1 ? " exception" : " exceptions").append(" in tasks");
        for (int i = 0; i < exceptions.length; i++) {
            s.append(i == 0 ? ": " : "; ").append(exceptions[i]);
        }
        return s.toString();
    }
}
