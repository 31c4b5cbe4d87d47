/*
 * weft model class (not part of the JDK). Compiled into java.base with
 * --patch-module; see crates/weft-vm/runtime/NATIVES.md.
 */
package java.lang.reflect;

/**
 * {@code Method.invoke} in weft. The JDK invokes through generated accessor classes; weft checks
 * the arguments natively ({@code IllegalArgumentException}, {@code NullPointerException} as the
 * JDK), then calls the target as an ordinary Java frame through a native whose declared return
 * type matches the target's, boxes the result here and wraps what the target throws in
 * {@code InvocationTargetException}.
 */
final class WeftReflection {
    private WeftReflection() {
    }

    static Object invoke(Method m, Object obj, Object[] args) throws InvocationTargetException {
        check(m, obj, args);
        Class<?> r = m.getReturnType();
        try {
            if (r == void.class) {
                invokeVoid(m, obj, args);
                return null;
            } else if (r == int.class) {
                return Integer.valueOf(invokeInt(m, obj, args));
            } else if (r == long.class) {
                return Long.valueOf(invokeLong(m, obj, args));
            } else if (r == boolean.class) {
                return Boolean.valueOf(invokeBoolean(m, obj, args));
            } else if (r == double.class) {
                return Double.valueOf(invokeDouble(m, obj, args));
            } else if (r == float.class) {
                return Float.valueOf(invokeFloat(m, obj, args));
            } else if (r == char.class) {
                return Character.valueOf(invokeChar(m, obj, args));
            } else if (r == byte.class) {
                return Byte.valueOf(invokeByte(m, obj, args));
            } else if (r == short.class) {
                return Short.valueOf(invokeShort(m, obj, args));
            } else {
                return invokeObject(m, obj, args);
            }
        } catch (Throwable t) {
            throw new InvocationTargetException(t);
        }
    }

    /**
     * {@code Constructor.newInstance}: the instance is allocated (arguments checked, class
     * initialized) natively, then the constructor runs as a Java frame; what it throws is wrapped.
     */
    static Object newInstance(Constructor<?> c, Object[] args) throws InstantiationException, InvocationTargetException {
        Object obj = allocate(c, args);
        try {
            construct(c, obj, args);
        } catch (Throwable t) {
            throw new InvocationTargetException(t);
        }
        return obj;
    }

    private static native Object allocate(Constructor<?> c, Object[] args) throws InstantiationException;

    private static native void construct(Constructor<?> c, Object obj, Object[] args);

    /** The map of {@code declaredAnnotations()}: annotations by type, in class-file order. */
    static java.util.Map<Class<? extends java.lang.annotation.Annotation>, java.lang.annotation.Annotation> annotationMap(
            java.lang.annotation.Annotation[] annotations) {
        java.util.Map<Class<? extends java.lang.annotation.Annotation>, java.lang.annotation.Annotation> map =
            new java.util.LinkedHashMap<>();
        for (java.lang.annotation.Annotation a : annotations) {
            map.put(a.annotationType(), a);
        }
        return map;
    }

    /** Throws what the JDK throws for a wrong receiver or wrong arguments; initializes a static method's class. */
    private static native void check(Method m, Object obj, Object[] args);

    private static native void invokeVoid(Method m, Object obj, Object[] args);

    private static native int invokeInt(Method m, Object obj, Object[] args);

    private static native long invokeLong(Method m, Object obj, Object[] args);

    private static native boolean invokeBoolean(Method m, Object obj, Object[] args);

    private static native double invokeDouble(Method m, Object obj, Object[] args);

    private static native float invokeFloat(Method m, Object obj, Object[] args);

    private static native char invokeChar(Method m, Object obj, Object[] args);

    private static native byte invokeByte(Method m, Object obj, Object[] args);

    private static native short invokeShort(Method m, Object obj, Object[] args);

    private static native Object invokeObject(Method m, Object obj, Object[] args);
}
