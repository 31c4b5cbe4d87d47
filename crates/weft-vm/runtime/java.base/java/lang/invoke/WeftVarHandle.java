/*
 * weft model class (not part of the JDK). Compiled into java.base with
 * --patch-module; see crates/weft-vm/runtime/NATIVES.md.
 */
package java.lang.invoke;

/**
 * What a {@code VarHandle} made by {@code MethodHandles.Lookup.findVarHandle},
 * {@code findStaticVarHandle} or {@code MethodHandles.arrayElementVarHandle} is in weft: the
 * location it names. The VM creates these objects (no constructor runs) and executes every access
 * mode ({@code get}, {@code setVolatile}, {@code compareAndSet}, {@code getAndAdd}, ...) natively,
 * as one step with the access's memory semantics.
 */
final class WeftVarHandle {
    /** 0: an instance field, 1: a static field, 2: array elements. */
    int kind;
    /** The class declaring the field, or the array class. */
    Class<?> holder;
    /** The field's slot (instance or static) in the VM's layout. */
    int slot;

    private WeftVarHandle() {
        throw new InternalError("created by the VM only");
    }

    @Override
    public String toString() {
        return "VarHandle[" + holder.getName() + (kind == 2 ? "[]" : "#" + slot) + "]";
    }
}
