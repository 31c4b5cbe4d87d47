/*
 * weft's HJlib-compatible API (written for weft; see crates/weft-vm/runtime/NATIVES.md).
 */
package edu.rice.hj.runtime.config;

/**
 * HJlib's runtime settings, with HJlib's names, so that programs that set them compile and run.
 * weft records the values ({@link #get}) but its model does not depend on them: the number of
 * workers is fixed at 2 ({@code numWorkerThreads}), and abstract metrics
 * ({@code abstractMetrics()}) are always collected.
 */
public final class HjSystemProperty {
    /** The number of worker threads. */
    public static final HjSystemProperty numWorkers = new HjSystemProperty("hj.numWorkers", "2");
    /** Whether abstract metrics (work and critical-path length of {@code doWork}) are collected. */
    public static final HjSystemProperty abstractMetrics = new HjSystemProperty("hj.abstractMetrics", "false");
    /** Whether the runtime prints statistics at the end. */
    public static final HjSystemProperty showStatistics = new HjSystemProperty("hj.showStatistics", "false");

    private final String name;
    private String value;

    private HjSystemProperty(String name, String value) {
        this.name = name;
        this.value = value;
    }

    /** Sets the property (any value, stored as its string). */
    public void set(Object newValue) {
        value = String.valueOf(newValue);
    }

    /** The property's value as a string. */
    public String get() {
        return value;
    }

    /** The property's name. */
    public String propertyKey() {
        return name;
    }

    @Override
    public String toString() {
        return name + "=" + value;
    }
}
