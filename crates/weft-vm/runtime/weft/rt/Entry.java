/*
 * weft runtime support (not part of the JDK). Compiled into the unnamed
 * module; see crates/weft-vm/runtime/NATIVES.md.
 */
package weft.rt;

/**
 * The main class weft runs when a program's entry point is not {@code main}:
 * a method named with {@code --entry}, or a test method of {@code weft test}
 * with its lifecycle methods. Its arguments are a plan, one step per argument:
 *
 * <ul>
 * <li>{@code beforeAll:Owner#m}, {@code afterAll:Owner#m}: static lifecycle
 *     methods, run before and after everything else;</li>
 * <li>{@code new:Class}: make the test instance with the public no-argument
 *     constructor;</li>
 * <li>{@code beforeEach:m}, {@code afterEach:m}: methods called on the
 *     instance before and after the test, in plan order (before-each methods,
 *     and instance before/after-class methods, which run first and last);</li>
 * <li>{@code test:m} (on the instance) or {@code testStatic:Owner#m}: the
 *     method under test;</li>
 * <li>{@code expect:pkg.Exc}: the test passes only if it throws an instance of
 *     one of the listed classes (JUnit 4 {@code expected}, TestNG
 *     {@code expectedExceptions}).</li>
 * </ul>
 *
 * <p>The order follows the test frameworks: after-methods run even when a
 * before-method or the test failed, and the first failure is rethrown at the
 * end, unchanged, so that weft reports the original exception (an
 * {@code AssertionError} as an assertion failure) with its own stack trace.
 * The steps run in the main thread; methods are called through natives
 * because weft models no reflection.
 */
public final class Entry {
    private Entry() {}

    public static void main(String[] plan) throws Throwable {
        Throwable failure = null;
        for (String step : plan) {
            if (step.startsWith("beforeAll:") && failure == null) {
                failure = callStatic(after(step));
            }
        }
        Object instance = null;
        boolean testRan = false;
        if (failure == null) {
            try {
                for (String step : plan) {
                    if (step.startsWith("new:")) {
                        instance = allocate(after(step));
                        construct(instance);
                    }
                }
            } catch (Throwable t) {
                failure = t;
            }
        }
        if (failure == null) {
            for (String step : plan) {
                if (step.startsWith("beforeEach:") && failure == null) {
                    failure = callVirtual(instance, after(step));
                }
            }
            if (failure == null) {
                testRan = true;
                failure = runTest(plan, instance);
            }
        }
        // After-each methods run whenever the instance exists.
        if (instance != null) {
            for (String step : plan) {
                if (step.startsWith("afterEach:")) {
                    failure = first(failure, callVirtual(instance, after(step)));
                }
            }
        }
        for (String step : plan) {
            if (step.startsWith("afterAll:")) {
                failure = first(failure, callStatic(after(step)));
            }
        }
        if (failure != null) {
            throw failure;
        }
        if (!testRan) {
            throw new IllegalStateException("weft: the entry plan names no test method");
        }
    }

    /** Runs the test step; returns what it failed with, or null. */
    private static Throwable runTest(String[] plan, Object instance) {
        boolean expects = false;
        for (String step : plan) {
            if (step.startsWith("expect:")) {
                expects = true;
            }
        }
        try {
            for (String step : plan) {
                if (step.startsWith("test:")) {
                    invokeVirtual(instance, after(step));
                } else if (step.startsWith("testStatic:")) {
                    Throwable t = callStatic(after(step));
                    if (t != null) {
                        throw t;
                    }
                }
            }
        } catch (Throwable t) {
            if (!expects) {
                return t;
            }
            for (String step : plan) {
                if (step.startsWith("expect:") && isInstance(t, after(step))) {
                    return null;
                }
            }
            return t;
        }
        if (expects) {
            StringBuilder names = new StringBuilder();
            for (String step : plan) {
                if (step.startsWith("expect:")) {
                    names.append(names.length() == 0 ? "" : ", ").append(after(step));
                }
            }
            return new AssertionError(new StringBuilder("Expected exception: ").append(names).toString());
        }
        return null;
    }

    private static String after(String step) {
        return step.substring(step.indexOf(':') + 1);
    }

    private static Throwable first(Throwable failure, Throwable next) {
        return failure != null ? failure : next;
    }

    private static Throwable callStatic(String ownerAndMethod) {
        int hash = ownerAndMethod.indexOf('#');
        try {
            invokeStatic(ownerAndMethod.substring(0, hash), ownerAndMethod.substring(hash + 1));
            return null;
        } catch (Throwable t) {
            return t;
        }
    }

    private static Throwable callVirtual(Object instance, String method) {
        try {
            invokeVirtual(instance, method);
            return null;
        } catch (Throwable t) {
            return t;
        }
    }

    /** A new, not yet constructed instance of the class (initialized first). */
    private static native Object allocate(String className);

    /** Runs the public no-argument constructor of the object's class on it. */
    private static native void construct(Object instance);

    /** Calls the static method {@code name()V} of the class (initialized first). */
    private static native void invokeStatic(String className, String name);

    /** Calls the instance method {@code name()V} on the object, dispatched virtually. */
    private static native void invokeVirtual(Object instance, String name);

    /** Whether the exception is an instance of the named class. */
    private static native boolean isInstance(Throwable exception, String className);
}
