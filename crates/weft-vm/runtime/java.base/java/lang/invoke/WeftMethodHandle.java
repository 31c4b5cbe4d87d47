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
 * A direct method handle in weft: what {@code MethodHandles.Lookup.findVirtual},
 * {@code findStatic}, {@code findConstructor}, the field getters and setters and
 * {@code unreflect*} make. It names a reflective member; calling it goes through core
 * reflection ({@code Method.invoke}, {@code Constructor.newInstance}, {@code Field.get/set}), so
 * the target runs as an ordinary Java frame with its own events. {@code invoke} and
 * {@code invokeExact} are executed by the VM: it checks the call site's type against the
 * handle's ({@code WrongMethodTypeException}), converts the arguments as {@code asType} does and
 * calls one of the {@code call*} methods below, chosen by the call site's return type, which
 * converts the result. The VM allocates these objects (no constructor runs) with the handle's
 * {@code type} set.
 */
final class WeftMethodHandle extends MethodHandle {
    static final int VIRTUAL = 0, STATIC = 1, CONSTRUCTOR = 2, GETTER = 3, SETTER = 4, STATIC_GETTER = 5,
            STATIC_SETTER = 6;

    /** What the handle does with {@link #member}. */
    int kind;
    /** The {@code Method}, {@code Constructor} or {@code Field}. */
    Object member;
    /** {@code type().toMethodDescriptorString()}, read by the VM at each call. */
    String descriptor;
    /** The receiver {@code bindTo} bound, when {@link #isBound}. */
    Object bound;
    boolean isBound;

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
        return make(VIRTUAL, m, type.insertParameterTypes(0, refc));
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
        return make(STATIC, m, type);
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
        return make(CONSTRUCTOR, c, type.changeReturnType(refc));
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
            return make(STATIC, m, type);
        }
        return make(VIRTUAL, m, type.insertParameterTypes(0, m.getDeclaringClass()));
    }

    static MethodHandle unreflectConstructor(Constructor<?> c) {
        return make(CONSTRUCTOR, c, MethodType.methodType(c.getDeclaringClass(), c.getParameterTypes()));
    }

    static MethodHandle unreflectField(Field f, boolean setter) throws IllegalAccessException {
        if (setter && Modifier.isFinal(f.getModifiers())) {
            throw new IllegalAccessException("member is final: " + f.getDeclaringClass().getName() + "." + f.getName());
        }
        return fieldHandle(f, setter);
    }

    // ---- calls ----

    /**
     * Calls the member with {@code args}, each boxed exactly as the handle's parameter type (the
     * VM or {@link #invokeWithArguments} converted them); the result boxed, or null for void.
     */
    private Object call(Object[] args) throws Throwable {
        if (isBound) {
            Object[] all = new Object[args.length + 1];
            all[0] = bound;
            System.arraycopy(args, 0, all, 1, args.length);
            args = all;
        }
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

    static void callV(WeftMethodHandle h, Object[] args) throws Throwable {
        h.call(args);
    }

    static boolean callZ(WeftMethodHandle h, Object[] args) throws Throwable {
        Object r = h.call(args);
        return h.returnsVoid() ? false : (Boolean) r;
    }

    static byte callB(WeftMethodHandle h, Object[] args) throws Throwable {
        Object r = h.call(args);
        return h.returnsVoid() ? 0 : (Byte) r;
    }

    static char callC(WeftMethodHandle h, Object[] args) throws Throwable {
        Object r = h.call(args);
        return h.returnsVoid() ? 0 : (Character) r;
    }

    static short callS(WeftMethodHandle h, Object[] args) throws Throwable {
        Object r = h.call(args);
        return h.returnsVoid() ? 0 : (short) integral(r, Short.class, false, false);
    }

    static int callI(WeftMethodHandle h, Object[] args) throws Throwable {
        Object r = h.call(args);
        return h.returnsVoid() ? 0 : (int) integral(r, Integer.class, true, false);
    }

    static long callJ(WeftMethodHandle h, Object[] args) throws Throwable {
        Object r = h.call(args);
        return h.returnsVoid() ? 0 : integral(r, Long.class, true, true);
    }

    static float callF(WeftMethodHandle h, Object[] args) throws Throwable {
        Object r = h.call(args);
        if (h.returnsVoid()) {
            return 0;
        }
        return r instanceof Float ? (Float) r : (float) integral(r, Float.class, true, true);
    }

    static double callD(WeftMethodHandle h, Object[] args) throws Throwable {
        Object r = h.call(args);
        if (h.returnsVoid()) {
            return 0;
        }
        if (r instanceof Double) {
            return (Double) r;
        }
        return r instanceof Float ? (Float) r : (double) integral(r, Double.class, true, true);
    }

    /** A reference result, cast to the call site's return type as {@code asType} does. */
    static Object callL(WeftMethodHandle h, Object[] args, Class<?> siteReturn) throws Throwable {
        Object r = h.call(args);
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

    @Override
    public Object invokeWithArguments(Object... arguments) throws Throwable {
        MethodType t = type();
        if (arguments.length != t.parameterCount()) {
            throw new WrongMethodTypeException("cannot convert " + this + " to "
                    + MethodType.genericMethodType(arguments.length));
        }
        Object[] converted = new Object[arguments.length];
        for (int i = 0; i < arguments.length; i++) {
            converted[i] = fromObject(arguments[i], t.parameterType(i));
        }
        Object r = call(converted);
        return returnsVoid() ? null : r;
    }

    @Override
    public Object invokeWithArguments(List<?> arguments) throws Throwable {
        return invokeWithArguments(arguments.toArray());
    }

    @Override
    public MethodHandle bindTo(Object x) {
        MethodType t = type();
        if (isBound || t.parameterCount() == 0 || t.parameterType(0).isPrimitive()) {
            throw new IllegalArgumentException("no leading reference parameter: " + x);
        }
        Object receiver = t.parameterType(0).cast(x);
        WeftMethodHandle h = make(kind, member, t.dropParameterTypes(0, 1));
        h.bound = receiver;
        h.isBound = true;
        return h;
    }

    @Override
    public MethodHandle asType(MethodType newType) {
        if (newType.equals(type())) {
            return this;
        }
        java.lang.WeftVM.unsupported("MethodHandle.asType to another type (weft adapts types at invoke only)");
        return null;
    }

    @Override
    public boolean isVarargsCollector() {
        return false;
    }

    @Override
    public MethodHandle asSpreader(Class<?> arrayType, int arrayLength) {
        java.lang.WeftVM.unsupported("MethodHandle.asSpreader");
        return null;
    }

    @Override
    public MethodHandle asCollector(Class<?> arrayType, int arrayLength) {
        java.lang.WeftVM.unsupported("MethodHandle.asCollector");
        return null;
    }

    @Override
    public MethodHandle asVarargsCollector(Class<?> arrayType) {
        java.lang.WeftVM.unsupported("MethodHandle.asVarargsCollector");
        return null;
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
