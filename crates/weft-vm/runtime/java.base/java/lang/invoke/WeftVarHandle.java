/*
 * weft model class (not part of the JDK). Compiled into java.base with
 * --patch-module; see crates/weft-vm/runtime/NATIVES.md.
 */
package java.lang.invoke;

/**
 * What a {@code VarHandle} made by {@code MethodHandles.Lookup.findVarHandle},
 * {@code findStaticVarHandle}, {@code MethodHandles.arrayElementVarHandle} or
 * {@code MethodHandles.byteArrayViewVarHandle} is in weft: the location it names. The VM creates
 * these objects (no constructor runs) and executes every access mode ({@code get},
 * {@code setVolatile}, {@code compareAndSet}, {@code getAndAdd}, ...) natively, as one step with
 * the access's memory semantics.
 */
final class WeftVarHandle {
    /** 0: an instance field, 1: a static field, 2: array elements, 3: a view of byte[] elements. */
    int kind;
    /** The class declaring the field, or the array class (the view's, for kind 3). */
    Class<?> holder;
    /** The field's slot (instance or static) in the VM's layout; for kind 3, 1 if big-endian. */
    int slot;

    /**
     * The same handle: weft adapts every call site's types (the handle's invoke behaviour),
     * also where the program asked for exact invocation, whose mismatches the JVM would refuse.
     */
    public native VarHandle withInvokeExactBehavior();

    /** The same handle (its behaviour already). */
    public native VarHandle withInvokeBehavior();

    /** {@code false}: weft's handles adapt types (see {@link #withInvokeExactBehavior}). */
    public boolean hasInvokeExactBehavior() {
        return false;
    }

    private WeftVarHandle() {
        throw new InternalError("created by the VM only");
    }

    @Override
    public String toString() {
        return "VarHandle[" + holder.getName() + (kind == 2 ? "[]" : kind == 3 ? " view of byte[]" : "#" + slot) + "]";
    }
}
