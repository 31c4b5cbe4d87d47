/*
 * weft model class (not part of the JDK). Compiled into java.base with
 * --patch-module; see crates/weft-vm/runtime/NATIVES.md.
 */
package java.lang.invoke;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.List;

/**
 * A method handle in weft. A direct handle ({@code MethodHandles.Lookup.findVirtual},
 * {@code findStatic}, {@code findConstructor}, the field getters and setters, {@code unreflect*})
 * names a reflective member; calling it goes through core reflection ({@code Method.invoke},
 * {@code Constructor.newInstance}, {@code Field.get/set}), so the target runs as an ordinary Java
 * frame with its own events. Every other handle (the combinators of {@code MethodHandles},
 * {@code asType}, {@code bindTo}, spreaders, collectors) is one of these objects too, of another
 * {@link #kind}, that rearranges the arguments and calls the handles it was made from in plain
 * Java. Inside, a call passes its arguments boxed exactly as the handle's parameter types say
 * and returns the result boxed as its return type ({@link #call}). {@code invoke} and
 * {@code invokeExact} are executed by the VM: it checks the call site's type against the
 * handle's ({@code WrongMethodTypeException}), converts the arguments as {@code asType} does and
 * calls one of the {@code call*} methods below, chosen by the call site's return type, which
 * converts the result. The VM allocates these objects (no constructor runs) with the handle's
 * {@code type} set.
 */
final class WeftMethodHandle extends MethodHandle {
    static final int VIRTUAL = 0, STATIC = 1, CONSTRUCTOR = 2, GETTER = 3, SETTER = 4, STATIC_GETTER = 5,
            STATIC_SETTER = 6;
    // The adapters: what each does is in call().
    static final int INSERT = 10, DROP = 11, FILTER_RETURN = 12, FILTER_ARGUMENTS = 13, GUARD = 14, CONSTANT = 15,
            IDENTITY = 16, ARRAY_GET = 17, ARRAY_SET = 18, ARRAY_LENGTH = 19, ARRAY_NEW = 20, CONVERT = 21,
            PERMUTE = 22, FOLD = 23, COLLECT_ARGUMENTS = 24, CATCH = 25, THROW = 26, INVOKER = 27, SPREAD = 28,
            COLLECT = 29, TRY_FINALLY = 30;

    /** What the handle does with {@link #member}. */
    int kind;
    /** The {@code Method}, {@code Constructor} or {@code Field}. */
    Object member;
    /** {@code type().toMethodDescriptorString()}, read by the VM at each call. */
    String descriptor;
    /** The handle an adapter calls. */
    WeftMethodHandle target;
    /** Further handles: filters, a guard's test and fallback, a handler, a combiner. */
    WeftMethodHandle[] handles;
    /** Values: inserted arguments, a constant. */
    Object[] values;
    /** An argument position (insertion, dropping, filtering, spreading...). */
    int pos;
    /** How many arguments an adapter drops, spreads or collects. */
    int count;
    /** Permutation order; for {@link #CONVERT} {@code 1} means explicit casts. */
    int[] reorder;
    /** The array type of array handles, spreaders and collectors; the exception type caught. */
    Class<?> cls;
    /** Whether the handle is a variable arity collector ({@code isVarargsCollector}). */
    boolean varargs;

    private WeftMethodHandle() {
        super(null, null);
        throw new InternalError("created by the VM only");
    }

    /** A new handle of type {@code type}, allocated without a constructor. */
    private static native WeftMethodHandle allocate(MethodType type);

    private static WeftMethodHandle make(int kind, Object member, MethodType type) {
        WeftMethodHandle h = allocate(type);
        h.kind = kind;
        h.member = member;
        h.descriptor = type.toMethodDescriptorString();
        return h;
    }

    /** An adapter of type {@code type} around {@code target}. */
    private static WeftMethodHandle adapter(int kind, MethodType type, MethodHandle target) {
        WeftMethodHandle h = make(kind, null, type);
        h.target = target == null ? null : weft(target);
        return h;
    }

    /** A direct handle, made a variable arity collector when the member is declared varargs. */
    private static WeftMethodHandle direct(int kind, java.lang.reflect.Executable member, MethodType type) {
        WeftMethodHandle h = make(kind, member, type);
        h.varargs = member.isVarArgs();
        return h;
    }

    /** Every handle a program can get is made here. */
    private static WeftMethodHandle weft(MethodHandle h) {
        if (h instanceof WeftMethodHandle) {
            return (WeftMethodHandle) h;
        }
        java.lang.WeftVM.unsupported("a method handle weft did not make (" + h.getClass().getName() + ")");
        return null;
    }

    // ---- lookups (the natives of MethodHandles.Lookup tail-call these) ----

    private static String memberText(Class<?> refc, String name, MethodType type, String how) {
        return refc.getName() + "." + name + type + "/" + how;
    }

    /** The method {@code name} of {@code type} declared in {@code c} or inherited by it, or null. */
    private static Method findMethod(Class<?> c, String name, MethodType type) {
        Class<?>[] params = type.parameterArray();
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            for (Method m : k.getDeclaredMethods()) {
                if (m.getName().equals(name) && m.getReturnType() == type.returnType()
                        && java.util.Arrays.equals(m.getParameterTypes(), params)) {
                    return m;
                }
            }
        }
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            for (Class<?> i : k.getInterfaces()) {
                Method m = findMethod(i, name, type);
                if (m != null) {
                    return m;
                }
            }
        }
        return null;
    }

    static MethodHandle findVirtual(Class<?> refc, String name, MethodType type)
            throws NoSuchMethodException, IllegalAccessException {
        Method m = findMethod(refc, name, type);
        if (m == null) {
            throw new NoSuchMethodException("no such method: " + memberText(refc, name, type, "invokeVirtual"));
        }
        if (Modifier.isStatic(m.getModifiers())) {
            throw new IllegalAccessException("no such method: " + memberText(refc, name, type, "invokeVirtual"));
        }
        return direct(VIRTUAL, m, type.insertParameterTypes(0, refc));
    }

    static MethodHandle findStatic(Class<?> refc, String name, MethodType type)
            throws NoSuchMethodException, IllegalAccessException {
        Method m = findMethod(refc, name, type);
        if (m == null) {
            throw new NoSuchMethodException("no such method: " + memberText(refc, name, type, "invokeStatic"));
        }
        if (!Modifier.isStatic(m.getModifiers())) {
            throw new IllegalAccessException("no such method: " + memberText(refc, name, type, "invokeStatic"));
        }
        return direct(STATIC, m, type);
    }

    static MethodHandle findConstructor(Class<?> refc, MethodType type) throws NoSuchMethodException {
        if (type.returnType() != void.class) {
            throw new NoSuchMethodException("no such constructor: " + memberText(refc, "<init>", type, "newInvokeSpecial"));
        }
        Constructor<?> c;
        try {
            c = refc.getDeclaredConstructor(type.parameterArray());
        } catch (NoSuchMethodException e) {
            throw new NoSuchMethodException("no such constructor: " + memberText(refc, "<init>", type, "newInvokeSpecial"));
        }
        return direct(CONSTRUCTOR, c, type.changeReturnType(refc));
    }

    private static Field findField(Class<?> refc, String name, Class<?> type, String how) throws NoSuchFieldException {
        for (Class<?> k = refc; k != null; k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
                if (f.getName().equals(name) && f.getType() == type) {
                    return f;
                }
            }
        }
        throw new NoSuchFieldException("no such field: " + refc.getName() + "." + name + "/" + type.getName() + "/" + how);
    }

    /** The four field lookups: {@code isStatic} and {@code setter} say which. */
    static MethodHandle findField(Class<?> refc, String name, Class<?> type, boolean isStatic, boolean setter)
            throws NoSuchFieldException, IllegalAccessException {
        String how = (setter ? "put" : "get") + (isStatic ? "Static" : "Field");
        Field f = findField(refc, name, type, how);
        if (Modifier.isStatic(f.getModifiers()) != isStatic) {
            throw new IllegalAccessException((isStatic ? "expected a static field: " : "expected a non-static field: ")
                    + refc.getName() + "." + name + "/" + type.getName());
        }
        if (setter && Modifier.isFinal(f.getModifiers())) {
            throw new IllegalAccessException("member is final: " + refc.getName() + "." + name + "/" + type.getName());
        }
        return fieldHandle(f, setter);
    }

    private static MethodHandle fieldHandle(Field f, boolean setter) {
        Class<?> t = f.getType(), refc = f.getDeclaringClass();
        if (Modifier.isStatic(f.getModifiers())) {
            return setter ? make(STATIC_SETTER, f, MethodType.methodType(void.class, t))
                    : make(STATIC_GETTER, f, MethodType.methodType(t));
        }
        return setter ? make(SETTER, f, MethodType.methodType(void.class, refc, t))
                : make(GETTER, f, MethodType.methodType(t, refc));
    }

    static MethodHandle unreflect(Method m) {
        MethodType type = MethodType.methodType(m.getReturnType(), m.getParameterTypes());
        if (Modifier.isStatic(m.getModifiers())) {
            return direct(STATIC, m, type);
        }
        return direct(VIRTUAL, m, type.insertParameterTypes(0, m.getDeclaringClass()));
    }

    static MethodHandle unreflectConstructor(Constructor<?> c) {
        return direct(CONSTRUCTOR, c, MethodType.methodType(c.getDeclaringClass(), c.getParameterTypes()));
    }

    static MethodHandle unreflectField(Field f, boolean setter) throws IllegalAccessException {
        if (setter && Modifier.isFinal(f.getModifiers())) {
            throw new IllegalAccessException("member is final: " + f.getDeclaringClass().getName() + "." + f.getName());
        }
        return fieldHandle(f, setter);
    }

    /** {@code Lookup.bind}: {@code findVirtual} on the receiver's class, bound to it (keeps variable arity). */
    static MethodHandle bind(Object receiver, String name, MethodType type)
            throws NoSuchMethodException, IllegalAccessException {
        WeftMethodHandle h = (WeftMethodHandle) findVirtual(receiver.getClass(), name, type);
        WeftMethodHandle b = (WeftMethodHandle) h.bindTo(receiver);
        b.varargs = h.varargs;
        return b;
    }

    // ---- the combinators of MethodHandles (the VM's natives tail-call these) ----

    private static IllegalArgumentException badArgs(String what) {
        return new IllegalArgumentException(what);
    }

    /** The boxed form of {@code v} as a value of type {@code t}, converted as the JDK converts bound values. */
    private static Object bindValue(Object v, Class<?> t) {
        if (!t.isPrimitive()) {
            return t.cast(v);
        }
        if (v == null) {
            throw new NullPointerException();
        }
        return fromObject(v, t);
    }

    static MethodHandle insertArguments(MethodHandle target, int pos, Object... values) {
        MethodType t = target.type();
        int inargs = t.parameterCount() - values.length;
        if (inargs < 0) {
            throw badArgs("too many values to insert");
        }
        if (pos < 0 || pos > inargs) {
            throw badArgs("no argument type to append");
        }
        Object[] converted = new Object[values.length];
        for (int i = 0; i < values.length; i++) {
            converted[i] = bindValue(values[i], t.parameterType(pos + i));
        }
        WeftMethodHandle h = adapter(INSERT, t.dropParameterTypes(pos, pos + values.length), target);
        h.pos = pos;
        h.values = converted;
        return h;
    }

    static MethodHandle dropArguments(MethodHandle target, int pos, List<Class<?>> types) {
        return dropArguments(target, pos, types.toArray(new Class<?>[0]));
    }

    static MethodHandle dropArguments(MethodHandle target, int pos, Class<?>... types) {
        MethodType t = target.type();
        if (pos < 0 || pos > t.parameterCount()) {
            throw badArgs("no argument type to remove" + java.util.Arrays.asList(t, pos, java.util.Arrays.asList(types)));
        }
        for (Class<?> c : types) {
            if (c == void.class) {
                throw badArgs("parameter type cannot be void");
            }
        }
        if (types.length == 0) {
            return target;
        }
        WeftMethodHandle h = adapter(DROP, t.insertParameterTypes(pos, types), target);
        h.pos = pos;
        h.count = types.length;
        return h;
    }

    static MethodHandle dropArgumentsToMatch(MethodHandle target, int skip, List<Class<?>> newTypes, int pos) {
        List<Class<?>> old = target.type().parameterList();
        int match = old.size() - skip;
        if (skip < 0 || match < 0 || pos < 0 || pos + match > newTypes.size()
                || !old.subList(skip, old.size()).equals(newTypes.subList(pos, pos + match))) {
            throw badArgs("argument lists do not match: " + old + " and " + newTypes);
        }
        MethodHandle h = dropArguments(target, skip + match, newTypes.subList(pos + match, newTypes.size()));
        return dropArguments(h, skip, newTypes.subList(0, pos));
    }

    static MethodHandle dropReturn(MethodHandle target) {
        return target.asType(target.type().changeReturnType(void.class));
    }

    static MethodHandle filterReturnValue(MethodHandle target, MethodHandle filter) {
        MethodType t = target.type(), f = filter.type();
        Class<?> r = t.returnType();
        boolean fits = r == void.class ? f.parameterCount() == 0 : f.parameterCount() == 1 && f.parameterType(0) == r;
        if (!fits) {
            throw badArgs("target and filter types do not match: " + t + ", " + f);
        }
        WeftMethodHandle h = adapter(FILTER_RETURN, t.changeReturnType(f.returnType()), target);
        h.handles = new WeftMethodHandle[] { weft(filter) };
        return h;
    }

    static MethodHandle filterArguments(MethodHandle target, int pos, MethodHandle... filters) {
        MethodType t = target.type();
        if (pos < 0 || pos + filters.length > t.parameterCount()) {
            throw badArgs("too many filters");
        }
        MethodType nt = t;
        WeftMethodHandle[] fs = new WeftMethodHandle[filters.length];
        for (int i = 0; i < filters.length; i++) {
            if (filters[i] == null) {
                continue;
            }
            MethodType f = filters[i].type();
            if (f.parameterCount() != 1 || f.returnType() != t.parameterType(pos + i)) {
                throw badArgs("target and filter types do not match: " + t + ", " + f);
            }
            fs[i] = weft(filters[i]);
            nt = nt.changeParameterType(pos + i, f.parameterType(0));
        }
        WeftMethodHandle h = adapter(FILTER_ARGUMENTS, nt, target);
        h.pos = pos;
        h.handles = fs;
        return h;
    }

    static MethodHandle guardWithTest(MethodHandle test, MethodHandle target, MethodHandle fallback) {
        MethodType g = test.type(), t = target.type(), f = fallback.type();
        if (!t.equals(f)) {
            throw badArgs("target and fallback types must match: " + t + " != " + f);
        }
        if (g.returnType() != boolean.class || g.parameterCount() > t.parameterCount()
                || !t.parameterList().subList(0, g.parameterCount()).equals(g.parameterList())) {
            throw badArgs("target and test types must match: " + t + " != " + g);
        }
        WeftMethodHandle h = adapter(GUARD, t, target);
        h.handles = new WeftMethodHandle[] { weft(test), weft(fallback) };
        return h;
    }

    private static Object zeroOf(Class<?> t) {
        if (!t.isPrimitive() || t == void.class) {
            return null;
        }
        if (t == boolean.class) {
            return false;
        }
        if (t == char.class) {
            return (char) 0;
        }
        if (t == byte.class) {
            return (byte) 0;
        }
        if (t == short.class) {
            return (short) 0;
        }
        return fromObject(0, t);
    }

    private static Class<?> nonVoid(Class<?> t) {
        if (t == void.class) {
            throw badArgs("void type");
        }
        return t;
    }

    static MethodHandle constant(Class<?> type, Object value) {
        Class<?> t = nonVoid(type);
        if (t.isPrimitive()) {
            if (value == null) {
                throw new NullPointerException();
            }
            value = fromObject(value, t);
        } else {
            value = t.cast(value);
        }
        WeftMethodHandle h = adapter(CONSTANT, MethodType.methodType(t), null);
        h.values = new Object[] { value };
        return h;
    }

    static MethodHandle zero(Class<?> type) {
        WeftMethodHandle h = adapter(CONSTANT, MethodType.methodType(type), null);
        h.values = new Object[] { zeroOf(type) };
        return h;
    }

    static MethodHandle empty(MethodType type) {
        WeftMethodHandle h = adapter(CONSTANT, type, null);
        h.values = new Object[] { zeroOf(type.returnType()) };
        return h;
    }

    static MethodHandle identity(Class<?> type) {
        Class<?> t = nonVoid(type);
        return adapter(IDENTITY, MethodType.methodType(t, t), null);
    }

    private static Class<?> arrayClass(Class<?> c) {
        if (!c.isArray()) {
            throw badArgs("not an array: " + c);
        }
        return c;
    }

    private static WeftMethodHandle arrayHandle(int kind, Class<?> arrayClass, MethodType type) {
        WeftMethodHandle h = adapter(kind, type, null);
        h.cls = arrayClass;
        return h;
    }

    static MethodHandle arrayElementGetter(Class<?> arrayClass) {
        Class<?> a = arrayClass(arrayClass);
        return arrayHandle(ARRAY_GET, a, MethodType.methodType(a.getComponentType(), a, int.class));
    }

    static MethodHandle arrayElementSetter(Class<?> arrayClass) {
        Class<?> a = arrayClass(arrayClass);
        return arrayHandle(ARRAY_SET, a, MethodType.methodType(void.class, a, int.class, a.getComponentType()));
    }

    static MethodHandle arrayLength(Class<?> arrayClass) {
        Class<?> a = arrayClass(arrayClass);
        return arrayHandle(ARRAY_LENGTH, a, MethodType.methodType(int.class, a));
    }

    static MethodHandle arrayConstructor(Class<?> arrayClass) {
        Class<?> a = arrayClass(arrayClass);
        return arrayHandle(ARRAY_NEW, a, MethodType.methodType(a, int.class));
    }

    static MethodHandle explicitCastArguments(MethodHandle target, MethodType newType) {
        MethodType t = target.type();
        if (t.equals(newType)) {
            return target;
        }
        if (t.parameterCount() != newType.parameterCount()) {
            throw new WrongMethodTypeException("cannot explicitly cast " + target + " to " + newType);
        }
        WeftMethodHandle h = adapter(CONVERT, newType, target);
        h.reorder = new int[] { 1 };
        return h;
    }

    static MethodHandle permuteArguments(MethodHandle target, MethodType newType, int... reorder) {
        MethodType t = target.type();
        if (reorder.length != t.parameterCount()) {
            throw badArgs("bad reorder array: " + java.util.Arrays.toString(reorder));
        }
        if (newType.returnType() != t.returnType()) {
            throw badArgs("return types do not match: " + t + " " + newType);
        }
        for (int i = 0; i < reorder.length; i++) {
            int j = reorder[i];
            if (j < 0 || j >= newType.parameterCount()) {
                throw badArgs("index is out of bounds for new type: " + j + " " + newType);
            }
            if (newType.parameterType(j) != t.parameterType(i)) {
                throw badArgs("parameter types do not match after reorder: " + t + " " + newType);
            }
        }
        WeftMethodHandle h = adapter(PERMUTE, newType, target);
        h.reorder = reorder.clone();
        return h;
    }

    static MethodHandle foldArguments(MethodHandle target, MethodHandle combiner) {
        return foldArguments(target, 0, combiner);
    }

    static MethodHandle foldArguments(MethodHandle target, int pos, MethodHandle combiner) {
        MethodType t = target.type(), c = combiner.type();
        int folded = c.returnType() == void.class ? 0 : 1;
        int after = pos + folded;
        boolean fits = pos >= 0 && after + c.parameterCount() <= t.parameterCount()
                && t.parameterList().subList(after, after + c.parameterCount()).equals(c.parameterList())
                && (folded == 0 || t.parameterType(pos) == c.returnType());
        if (!fits) {
            throw badArgs("target and combiner types do not match: " + t + " != " + c);
        }
        WeftMethodHandle h = adapter(FOLD, folded == 0 ? t : t.dropParameterTypes(pos, pos + 1), target);
        h.pos = pos;
        h.handles = new WeftMethodHandle[] { weft(combiner) };
        return h;
    }

    static MethodHandle collectArguments(MethodHandle target, int pos, MethodHandle filter) {
        MethodType t = target.type(), f = filter.type();
        boolean isVoid = f.returnType() == void.class;
        if (pos < 0 || pos > t.parameterCount() || (!isVoid && (pos == t.parameterCount()
                || t.parameterType(pos) != f.returnType()))) {
            throw badArgs("target and filter types do not match: " + t + ", " + f);
        }
        MethodType nt = (isVoid ? t : t.dropParameterTypes(pos, pos + 1)).insertParameterTypes(pos, f.parameterList());
        WeftMethodHandle h = adapter(COLLECT_ARGUMENTS, nt, target);
        h.pos = pos;
        h.handles = new WeftMethodHandle[] { weft(filter) };
        return h;
    }

    static MethodHandle catchException(MethodHandle target, Class<? extends Throwable> exType, MethodHandle handler) {
        MethodType t = target.type(), hd = handler.type();
        int n = hd.parameterCount() - 1;
        boolean fits = n >= 0 && hd.parameterType(0).isAssignableFrom(exType) && hd.returnType() == t.returnType()
                && n <= t.parameterCount() && t.parameterList().subList(0, n).equals(hd.parameterList().subList(1, n + 1));
        if (!fits) {
            throw badArgs("target and handler types must match: " + t + " != " + hd);
        }
        WeftMethodHandle h = adapter(CATCH, t, target);
        h.cls = exType;
        h.handles = new WeftMethodHandle[] { weft(handler) };
        return h;
    }

    static MethodHandle tryFinally(MethodHandle target, MethodHandle cleanup) {
        MethodType t = target.type(), c = cleanup.type();
        Class<?> r = t.returnType();
        int lead = r == void.class ? 1 : 2;
        int n = c.parameterCount() - lead;
        boolean fits = n >= 0 && c.returnType() == r && c.parameterType(0) == Throwable.class
                && (lead == 1 || c.parameterType(1) == r) && n <= t.parameterCount()
                && t.parameterList().subList(0, n).equals(c.parameterList().subList(lead, lead + n));
        if (!fits) {
            throw badArgs("target and cleanup types must match: " + t + " != " + c);
        }
        WeftMethodHandle h = adapter(TRY_FINALLY, t, target);
        h.handles = new WeftMethodHandle[] { weft(cleanup) };
        return h;
    }

    static MethodHandle throwException(Class<?> returnType, Class<? extends Throwable> exType) {
        return adapter(THROW, MethodType.methodType(returnType, exType), null);
    }

    private static MethodHandle invoker(MethodType type, boolean exact) {
        WeftMethodHandle h = adapter(INVOKER, type.insertParameterTypes(0, MethodHandle.class), null);
        h.count = exact ? 1 : 0;
        h.cls = null;
        h.values = new Object[] { type };
        return h;
    }

    static MethodHandle invoker(MethodType type) {
        return invoker(type, false);
    }

    static MethodHandle exactInvoker(MethodType type) {
        return invoker(type, true);
    }

    static MethodHandle spreadInvoker(MethodType type, int leadingArgCount) {
        if (leadingArgCount < 0 || leadingArgCount > type.parameterCount()) {
            throw badArgs("bad argument count " + leadingArgCount);
        }
        return invoker(type, false).asSpreader(Object[].class, type.parameterCount() - leadingArgCount);
    }

    // ---- calls ----

    /** Reads element {@code i} of any array, boxed. */
    private static Object arrayGet(Object a, int i) {
        if (a instanceof Object[]) {
            return ((Object[]) a)[i];
        }
        if (a instanceof int[]) {
            return ((int[]) a)[i];
        }
        if (a instanceof long[]) {
            return ((long[]) a)[i];
        }
        if (a instanceof double[]) {
            return ((double[]) a)[i];
        }
        if (a instanceof float[]) {
            return ((float[]) a)[i];
        }
        if (a instanceof boolean[]) {
            return ((boolean[]) a)[i];
        }
        if (a instanceof byte[]) {
            return ((byte[]) a)[i];
        }
        if (a instanceof short[]) {
            return ((short[]) a)[i];
        }
        if (a == null) {
            throw new NullPointerException();
        }
        return ((char[]) a)[i];
    }

    /** Writes {@code v} (boxed as the component type) into element {@code i} of any array. */
    private static void arraySet(Object a, int i, Object v) {
        if (a instanceof Object[]) {
            ((Object[]) a)[i] = v;
        } else if (a instanceof int[]) {
            ((int[]) a)[i] = (Integer) v;
        } else if (a instanceof long[]) {
            ((long[]) a)[i] = (Long) v;
        } else if (a instanceof double[]) {
            ((double[]) a)[i] = (Double) v;
        } else if (a instanceof float[]) {
            ((float[]) a)[i] = (Float) v;
        } else if (a instanceof boolean[]) {
            ((boolean[]) a)[i] = (Boolean) v;
        } else if (a instanceof byte[]) {
            ((byte[]) a)[i] = (Byte) v;
        } else if (a instanceof short[]) {
            ((short[]) a)[i] = (Short) v;
        } else if (a == null) {
            throw new NullPointerException();
        } else {
            ((char[]) a)[i] = (Character) v;
        }
    }

    private static int arrayLength(Object a) {
        return java.lang.reflect.Array.getLength(java.util.Objects.requireNonNull(a));
    }

    /** {@code args[from, from + n)} as a new array. */
    private static Object[] slice(Object[] args, int from, int n) {
        Object[] r = new Object[n];
        System.arraycopy(args, from, r, 0, n);
        return r;
    }

    /** {@code args} with {@code n} arguments at {@code pos} replaced by {@code insert}. */
    private static Object[] splice(Object[] args, int pos, int n, Object... insert) {
        Object[] r = new Object[args.length - n + insert.length];
        System.arraycopy(args, 0, r, 0, pos);
        System.arraycopy(insert, 0, r, pos, insert.length);
        System.arraycopy(args, pos + n, r, pos + insert.length, args.length - pos - n);
        return r;
    }

    /** Calls {@code h} with arguments boxed as its parameter types; the result boxed, or null for void. */
    private static Object call(WeftMethodHandle h, Object[] args) throws Throwable {
        return h.call(args);
    }

    /**
     * Calls the handle with {@code args}, each boxed exactly as the handle's parameter type (the
     * VM or {@link #invokeWithArguments} converted them); the result boxed as its return type,
     * or null for void.
     */
    private Object call(Object[] args) throws Throwable {
        MethodType t = type();
        switch (kind) {
            case INSERT:
                return call(target, splice(args, pos, 0, values));
            case DROP:
                return call(target, splice(args, pos, count));
            case FILTER_RETURN: {
                Object r = call(target, args);
                return call(handles[0], target.type().returnType() == void.class ? new Object[0] : new Object[] { r });
            }
            case FILTER_ARGUMENTS: {
                Object[] a = args.clone();
                for (int i = 0; i < handles.length; i++) {
                    if (handles[i] != null) {
                        a[pos + i] = call(handles[i], new Object[] { a[pos + i] });
                    }
                }
                return call(target, a);
            }
            case GUARD: {
                boolean pass = (Boolean) call(handles[0], slice(args, 0, handles[0].type().parameterCount()));
                return call(pass ? target : handles[1], args);
            }
            case CONSTANT:
                return values[0];
            case IDENTITY:
                return args[0];
            case ARRAY_GET:
                return arrayGet(args[0], (Integer) args[1]);
            case ARRAY_SET:
                arraySet(args[0], (Integer) args[1], args[2]);
                return null;
            case ARRAY_LENGTH:
                return arrayLength(args[0]);
            case ARRAY_NEW:
                return java.lang.reflect.Array.newInstance(cls.getComponentType(), (Integer) args[0]);
            case CONVERT: {
                MethodType tt = target.type();
                boolean cast = reorder != null;
                Object[] a = new Object[args.length];
                for (int i = 0; i < args.length; i++) {
                    a[i] = convert(args[i], t.parameterType(i), tt.parameterType(i), cast);
                }
                return convert(call(target, a), tt.returnType(), t.returnType(), cast);
            }
            case PERMUTE: {
                Object[] a = new Object[reorder.length];
                for (int i = 0; i < reorder.length; i++) {
                    a[i] = args[reorder[i]];
                }
                return call(target, a);
            }
            case FOLD: {
                WeftMethodHandle c = handles[0];
                boolean isVoid = c.type().returnType() == void.class;
                Object v = call(c, slice(args, pos, c.type().parameterCount()));
                return call(target, isVoid ? args : splice(args, pos, 0, v));
            }
            case COLLECT_ARGUMENTS: {
                WeftMethodHandle f = handles[0];
                int n = f.type().parameterCount();
                Object v = call(f, slice(args, pos, n));
                return call(target, f.type().returnType() == void.class ? splice(args, pos, n) : splice(args, pos, n, v));
            }
            case CATCH:
                try {
                    return call(target, args);
                } catch (Throwable e) {
                    if (!cls.isInstance(e)) {
                        throw e;
                    }
                    WeftMethodHandle hd = handles[0];
                    Object[] a = new Object[hd.type().parameterCount()];
                    a[0] = e;
                    System.arraycopy(args, 0, a, 1, a.length - 1);
                    return call(hd, a);
                }
            case TRY_FINALLY: {
                Throwable thrown = null;
                Object r = null;
                try {
                    r = call(target, args);
                } catch (Throwable e) {
                    thrown = e;
                }
                WeftMethodHandle c = handles[0];
                int lead = t.returnType() == void.class ? 1 : 2;
                Object[] a = new Object[c.type().parameterCount()];
                a[0] = thrown;
                if (lead == 2) {
                    a[1] = thrown == null ? r : zeroOf(t.returnType());
                }
                System.arraycopy(args, 0, a, lead, a.length - lead);
                Object cr = call(c, a);
                if (thrown != null) {
                    throw thrown;
                }
                return cr;
            }
            case THROW:
                throw (Throwable) java.util.Objects.requireNonNull(args[0]);
            case INVOKER: {
                MethodType want = (MethodType) values[0];
                WeftMethodHandle h = weft((MethodHandle) java.util.Objects.requireNonNull(args[0]));
                if (count == 1 && !h.type().equals(want)) {
                    throw new WrongMethodTypeException("expected " + h.type() + " but found " + want);
                }
                return call(weft(h.asType(want)), slice(args, 1, args.length - 1));
            }
            case SPREAD: {
                MethodType tt = target.type();
                Object array = args[pos];
                int n = array == null ? 0 : arrayLength(array);
                if (n != count) {
                    throw badArgs("array is not of length " + count);
                }
                Object[] spread = new Object[count];
                Class<?> component = cls.getComponentType();
                for (int i = 0; i < count; i++) {
                    spread[i] = convert(arrayGet(array, i), component, tt.parameterType(pos + i), false);
                }
                return call(target, splice(args, pos, 1, spread));
            }
            case COLLECT: {
                Object array = java.lang.reflect.Array.newInstance(cls.getComponentType(), count);
                for (int i = 0; i < count; i++) {
                    arraySet(array, i, args[pos + i]);
                }
                return call(target, splice(args, pos, count, array));
            }
            default:
                return member(args);
        }
    }

    /** A direct handle's call of its member. */
    private Object member(Object[] args) throws Throwable {
        try {
            switch (kind) {
                case VIRTUAL: {
                    if (args[0] == null) {
                        throw new NullPointerException();
                    }
                    Object[] rest = new Object[args.length - 1];
                    System.arraycopy(args, 1, rest, 0, rest.length);
                    return ((Method) member).invoke(args[0], rest);
                }
                case STATIC:
                    return ((Method) member).invoke(null, args);
                case CONSTRUCTOR:
                    return ((Constructor<?>) member).newInstance(args);
                case GETTER:
                    if (args[0] == null) {
                        throw new NullPointerException();
                    }
                    return ((Field) member).get(args[0]);
                case SETTER:
                    if (args[0] == null) {
                        throw new NullPointerException();
                    }
                    ((Field) member).set(args[0], args[1]);
                    return null;
                case STATIC_GETTER:
                    return ((Field) member).get(null);
                default:
                    ((Field) member).set(null, args[0]);
                    return null;
            }
        } catch (InvocationTargetException e) {
            // A method handle lets what the target throws through as it is.
            throw e.getCause();
        }
    }

    /**
     * A call the VM makes: {@code args} boxed as the handle's parameter types, except that when
     * {@code collect} is not negative the handle is a variable arity collector called with
     * {@code collect} trailing arguments (boxed as the array's component type) to be gathered
     * into its last, array, parameter.
     */
    private Object callFromSite(Object[] args, int collect) throws Throwable {
        if (collect >= 0) {
            return weft(asCollector(type().parameterType(type().parameterCount() - 1), collect)).call(args);
        }
        return call(args);
    }

    private static ClassCastException cannotCast(Object r, Class<?> wrapper) {
        return new ClassCastException("Cannot cast " + r.getClass().getName() + " to " + wrapper.getName());
    }
    /** Unboxes {@code r} to a long, widening as {@code asType} does ({@code wrapper} names the target for messages). */
    private static long integral(Object r, Class<?> wrapper, boolean acceptInt, boolean acceptLong) {
        if (r instanceof Byte) {
            return (Byte) r;
        }
        if (r instanceof Short && wrapper != Byte.class) {
            return (Short) r;
        }
        if (r instanceof Character && acceptInt) {
            return (Character) r;
        }
        if (r instanceof Integer && acceptInt) {
            return (Integer) r;
        }
        if (r instanceof Long && acceptLong) {
            return (Long) r;
        }
        if (r instanceof Number) {
            throw cannotCast(r, wrapper);
        }
        return ((Number) r).longValue();
    }

    private boolean returnsVoid() {
        return type().returnType() == void.class;
    }

    static void callV(WeftMethodHandle h, Object[] args, int collect) throws Throwable {
        h.callFromSite(args, collect);
    }

    static boolean callZ(WeftMethodHandle h, Object[] args, int collect) throws Throwable {
        Object r = h.callFromSite(args, collect);
        return h.returnsVoid() ? false : (Boolean) r;
    }

    static byte callB(WeftMethodHandle h, Object[] args, int collect) throws Throwable {
        Object r = h.callFromSite(args, collect);
        return h.returnsVoid() ? 0 : (Byte) r;
    }

    static char callC(WeftMethodHandle h, Object[] args, int collect) throws Throwable {
        Object r = h.callFromSite(args, collect);
        return h.returnsVoid() ? 0 : (Character) r;
    }

    static short callS(WeftMethodHandle h, Object[] args, int collect) throws Throwable {
        Object r = h.callFromSite(args, collect);
        return h.returnsVoid() ? 0 : (short) integral(r, Short.class, false, false);
    }

    static int callI(WeftMethodHandle h, Object[] args, int collect) throws Throwable {
        Object r = h.callFromSite(args, collect);
        return h.returnsVoid() ? 0 : (int) integral(r, Integer.class, true, false);
    }

    static long callJ(WeftMethodHandle h, Object[] args, int collect) throws Throwable {
        Object r = h.callFromSite(args, collect);
        return h.returnsVoid() ? 0 : integral(r, Long.class, true, true);
    }

    static float callF(WeftMethodHandle h, Object[] args, int collect) throws Throwable {
        Object r = h.callFromSite(args, collect);
        if (h.returnsVoid()) {
            return 0;
        }
        return r instanceof Float ? (Float) r : (float) integral(r, Float.class, true, true);
    }

    static double callD(WeftMethodHandle h, Object[] args, int collect) throws Throwable {
        Object r = h.callFromSite(args, collect);
        if (h.returnsVoid()) {
            return 0;
        }
        if (r instanceof Double) {
            return (Double) r;
        }
        return r instanceof Float ? (Float) r : (double) integral(r, Double.class, true, true);
    }

    /** A reference result, cast to the call site's return type as {@code asType} does. */
    static Object callL(WeftMethodHandle h, Object[] args, int collect, Class<?> siteReturn) throws Throwable {
        Object r = h.callFromSite(args, collect);
        return siteReturn.cast(r);
    }

    /** {@code value} as the boxed form of type {@code to} (a cast, or unboxing and widening). */
    private static Object fromObject(Object value, Class<?> to) {
        if (!to.isPrimitive()) {
            return to.cast(value);
        }
        if (value == null) {
            throw new NullPointerException();
        }
        if (to == boolean.class) {
            return (Boolean) value;
        }
        if (to == char.class) {
            return (Character) value;
        }
        if (to == byte.class) {
            return (Byte) value;
        }
        if (to == short.class) {
            return (short) integral(value, Short.class, false, false);
        }
        if (to == int.class) {
            return (int) integral(value, Integer.class, true, false);
        }
        if (to == long.class) {
            return integral(value, Long.class, true, true);
        }
        if (to == float.class) {
            return value instanceof Float ? (Float) value : (Float) (float) integral(value, Float.class, true, true);
        }
        if (value instanceof Double) {
            return value;
        }
        return value instanceof Float ? (Double) (double) (Float) value
                : (Double) (double) integral(value, Double.class, true, true);
    }


    /**
     * {@code v}, boxed as type {@code from}, converted to the boxed form of type {@code to}: as
     * {@code asType} converts, or with {@code cast} as {@code explicitCastArguments} does
     * (narrowing, booleans as the low bit, null unboxed to zero).
     */
    private static Object convert(Object v, Class<?> from, Class<?> to, boolean cast) {
        if (from == to) {
            return v;
        }
        if (to == void.class) {
            return null;
        }
        if (from == void.class) {
            return zeroOf(to);
        }
        if (!to.isPrimitive()) {
            return to.isInterface() && cast ? v : to.cast(v);
        }
        if (!cast) {
            return fromObject(v, to);
        }
        return explicit(v, to);
    }

    /** The explicit (JLS 5.5 casting) conversion of a boxed value to primitive type {@code to}, boxed. */
    private static Object explicit(Object v, Class<?> to) {
        long bits;
        double real;
        if (v == null) {
            return zeroOf(to);
        } else if (v instanceof Boolean) {
            bits = (Boolean) v ? 1 : 0;
            real = bits;
        } else if (v instanceof Character) {
            bits = (Character) v;
            real = bits;
        } else {
            Number n = (Number) v;
            bits = n.longValue();
            real = n.doubleValue();
            if (v instanceof Float || v instanceof Double) {
                // A floating value narrows to an integral type through int (or long), as d2i does.
                bits = to == long.class ? (long) real : (long) (int) real;
            }
        }
        if (to == boolean.class) {
            return (bits & 1) != 0;
        }
        if (to == byte.class) {
            return (byte) bits;
        }
        if (to == short.class) {
            return (short) bits;
        }
        if (to == char.class) {
            return (char) bits;
        }
        if (to == int.class) {
            return (int) bits;
        }
        if (to == long.class) {
            return bits;
        }
        boolean floating = v instanceof Float || v instanceof Double;
        if (to == float.class) {
            return v instanceof Double ? (float) real : floating ? (Float) v : (float) bits;
        }
        return floating ? real : (double) bits;
    }

    @Override
    public Object invokeWithArguments(Object... arguments) throws Throwable {
        // As the JDK does it: the handle adapted to (Object...)Object, which also collects the
        // trailing arguments of a variable arity handle.
        WeftMethodHandle h = weft(asType(MethodType.genericMethodType(arguments.length)));
        return h.call(arguments.clone());
    }

    @Override
    public Object invokeWithArguments(List<?> arguments) throws Throwable {
        return invokeWithArguments(arguments.toArray());
    }

    @Override
    public MethodHandle bindTo(Object x) {
        MethodType t = type();
        if (t.parameterCount() == 0 || t.parameterType(0).isPrimitive()) {
            throw new IllegalArgumentException("no leading reference parameter: " + x);
        }
        return insertArguments(this, 0, t.parameterType(0).cast(x));
    }

    @Override
    public MethodHandle asType(MethodType newType) {
        MethodType t = type();
        if (newType.equals(t)) {
            return this;
        }
        int n = t.parameterCount();
        if (varargs && (newType.parameterCount() != n
                || !t.parameterType(n - 1).isAssignableFrom(newType.parameterType(n - 1)))) {
            // A variable arity handle adapts to the arity asked for by collecting the trailing arguments.
            int collect = newType.parameterCount() - (n - 1);
            if (collect >= 0) {
                return asCollector(t.parameterType(n - 1), collect).asType(newType);
            }
        }
        if (!t.isConvertibleTo(newType)) {
            throw new WrongMethodTypeException("cannot convert " + this + " to " + newType);
        }
        return adapter(CONVERT, newType, this);
    }

    @Override
    public boolean isVarargsCollector() {
        return varargs;
    }

    @Override
    public MethodHandle asSpreader(Class<?> arrayType, int arrayLength) {
        return asSpreader(type().parameterCount() - arrayLength, arrayType, arrayLength);
    }

    @Override
    public MethodHandle asSpreader(int spreadArgPos, Class<?> arrayType, int arrayLength) {
        MethodType t = type();
        if (arrayLength < 0 || spreadArgPos < 0 || spreadArgPos + arrayLength > t.parameterCount()) {
            throw badArgs("bad spread array length");
        }
        Class<?> component = arrayClass(arrayType).getComponentType();
        for (int i = 0; i < arrayLength; i++) {
            if (!MethodType.canConvert(component, t.parameterType(spreadArgPos + i))) {
                throw badArgs("array element type " + component.getName() + " does not fit " + t);
            }
        }
        MethodType nt = t.dropParameterTypes(spreadArgPos, spreadArgPos + arrayLength)
                .insertParameterTypes(spreadArgPos, arrayType);
        WeftMethodHandle h = adapter(SPREAD, nt, this);
        h.pos = spreadArgPos;
        h.count = arrayLength;
        h.cls = arrayType;
        return h;
    }

    @Override
    public MethodHandle asCollector(Class<?> arrayType, int arrayLength) {
        return asCollector(type().parameterCount() - 1, arrayType, arrayLength);
    }

    @Override
    public MethodHandle asCollector(int collectArgPos, Class<?> arrayType, int arrayLength) {
        MethodType t = type();
        if (collectArgPos < 0 || collectArgPos >= t.parameterCount() || arrayLength < 0
                || !t.parameterType(collectArgPos).isAssignableFrom(arrayClass(arrayType))) {
            throw badArgs("array type not assignable to argument: " + this + ", " + arrayType);
        }
        Class<?>[] elements = new Class<?>[arrayLength];
        java.util.Arrays.fill(elements, arrayType.getComponentType());
        MethodType nt = t.dropParameterTypes(collectArgPos, collectArgPos + 1).insertParameterTypes(collectArgPos, elements);
        WeftMethodHandle h = adapter(COLLECT, nt, this);
        h.pos = collectArgPos;
        h.count = arrayLength;
        h.cls = arrayType;
        return h;
    }

    /** A copy of this handle with variable arity {@code on}: it calls this handle as it is. */
    private MethodHandle withArity(boolean on) {
        if (varargs == on) {
            return this;
        }
        WeftMethodHandle h = adapter(CONVERT, type(), this);
        h.varargs = on;
        return h;
    }

    @Override
    public MethodHandle asVarargsCollector(Class<?> arrayType) {
        MethodType t = type();
        int n = t.parameterCount();
        if (n == 0 || !t.parameterType(n - 1).isAssignableFrom(arrayClass(arrayType))) {
            throw badArgs("not an array type or not assignable to the last parameter: " + this + ", " + arrayType);
        }
        return withArity(true);
    }

    @Override
    public MethodHandle withVarargs(boolean makeVarargs) {
        if (!makeVarargs) {
            return withArity(false);
        }
        MethodType t = type();
        if (t.parameterCount() == 0 || !t.parameterType(t.parameterCount() - 1).isArray()) {
            throw badArgs("not an array type: " + t);
        }
        return withArity(true);
    }

    @Override
    public MethodHandle asFixedArity() {
        return withArity(false);
    }

    @Override
    public String toString() {
        return "MethodHandle" + type();
    }

    @Override
    MethodHandle copyWith(MethodType mt, LambdaForm lf) {
        throw new InternalError("weft: no lambda forms");
    }

    @Override
    BoundMethodHandle rebind() {
        throw new InternalError("weft: no lambda forms");
    }
}
