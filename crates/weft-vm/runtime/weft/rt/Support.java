/*
 * weft runtime support (not part of the JDK). Compiled into the unnamed
 * module; see crates/weft-vm/runtime/NATIVES.md.
 */
package weft.rt;

import java.util.Objects;

/**
 * Plain-Java implementations of what {@code invokedynamic} bootstraps compute
 * in the JDK. The interpreter links the call sites of
 * {@code StringConcatFactory.makeConcatWithConstants} and
 * {@code java.lang.runtime.ObjectMethods.bootstrap} to these methods, with
 * primitive arguments boxed (char as Character, boolean as Boolean, ...).
 *
 * <p>This class must not itself use string concatenation through
 * {@code invokedynamic}: it is compiled with {@code -XDstringConcat=inline}
 * and builds strings with {@link StringBuilder} explicitly.
 */
public final class Support {
    private Support() {}

    /**
     * The initializer frame of a class that has no {@code <clinit>} while its
     * supertypes are initialized: JVMS 5.5 keeps such a class "in progress"
     * until they are done, and this empty frame holds it there (the machine
     * marks the class initialized when it returns). Stack traces leave it out.
     */
    static void initializeSupertypesOnly() {}

    /** Recipe tag: insert the next argument. */
    private static final char TAG_ARG = '\u0001';
    /** Recipe tag: insert the next constant. */
    private static final char TAG_CONST = '\u0002';

    /**
     * Evaluates a {@code makeConcatWithConstants} recipe: {@code \u0001}
     * takes the next element of {@code args}, {@code \u0002} the next element
     * of {@code constants}, any other character stands for itself. Arguments
     * and constants are converted with {@link String#valueOf(Object)}, left to
     * right, which gives exactly Java's string conversion for boxed
     * primitives, null and objects.
     */
    public static String concat(String recipe, Object[] constants, Object[] args) {
        StringBuilder sb = new StringBuilder();
        int nextArg = 0;
        int nextConst = 0;
        for (int i = 0, n = recipe.length(); i < n; i++) {
            char c = recipe.charAt(i);
            if (c == TAG_ARG) {
                sb.append(String.valueOf(args[nextArg++]));
            } else if (c == TAG_CONST) {
                sb.append(String.valueOf(constants[nextConst++]));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /**
     * A record's {@code toString()} as {@code java.lang.runtime.ObjectMethods}
     * produces it: {@code Point[x=1, y=2]}, {@code Empty[]} for no components.
     *
     * @param simpleName the record class's simple name
     * @param names the component names, in declaration order
     * @param values the component values (primitives boxed), same order
     */
    public static String recordToString(String simpleName, String[] names, Object[] values) {
        StringBuilder sb = new StringBuilder();
        sb.append(simpleName).append('[');
        for (int i = 0; i < names.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(names[i]).append('=').append(String.valueOf(values[i]));
        }
        return sb.append(']').toString();
    }

    /**
     * A record's {@code equals} once the other object is known to be of the
     * same record class: component-wise {@link Objects#equals}. For boxed
     * float and double this compares bit patterns after NaN canonicalisation,
     * which is exactly the JDK's {@code Float.compare(a, b) == 0} test.
     */
    public static boolean recordEquals(Object[] mine, Object[] theirs) {
        for (int i = 0; i < mine.length; i++) {
            if (!Objects.equals(mine[i], theirs[i])) {
                return false;
            }
        }
        return true;
    }

    /**
     * A record's {@code hashCode} as JDK 17's {@code ObjectMethods} computes
     * it: {@code result = 31 * result + hash(component)}, from 0, where the
     * hash of a primitive is its wrapper's {@code hashCode} and of a reference
     * is {@link Objects#hashCode}.
     */
    public static int recordHashCode(Object[] values) {
        int result = 0;
        for (Object value : values) {
            result = 31 * result + Objects.hashCode(value);
        }
        return result;
    }

    /**
     * A spurious return of {@code Condition.await()}: the lock is released and reacquired, no
     * signal consumed (the VM calls this instead of {@code await} when it explores a spurious
     * wakeup).
     */
    static void awaitSpuriously(java.util.concurrent.locks.Condition c) throws InterruptedException {
        c.awaitNanos(0L);
    }

    // ---- annotation objects (classes synthesized by the VM, see annotations.rs) ----

    /** The member values of an annotation, in the order the JDK's parser puts them. */
    private static java.util.Map<String, Object> annotationValues(java.lang.annotation.Annotation a) {
        java.lang.reflect.Method[] members = a.annotationType().getDeclaredMethods();
        java.util.Map<String, Object> defaults = new java.util.HashMap<>();
        for (java.lang.reflect.Method m : members) {
            Object d = m.getDefaultValue();
            if (d != null) {
                defaults.put(m.getName(), d);
            }
        }
        java.util.Map<String, Object> values = new java.util.LinkedHashMap<>(defaults);
        for (java.lang.reflect.Method m : members) {
            try {
                values.put(m.getName(), m.invoke(a));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        return values;
    }

    /** As the JDK 17 formats annotations: {@code @pkg.Outer.Ann(name=value, ...)}. */
    public static String annotationToString(java.lang.annotation.Annotation a) {
        StringBuilder sb = new StringBuilder(128).append('@');
        sb.append(a.annotationType().getName()).append('(');
        java.util.Map<String, Object> values = annotationValues(a);
        boolean lone = values.size() == 1;
        boolean first = true;
        for (java.util.Map.Entry<String, Object> e : values.entrySet()) {
            if (!first) {
                sb.append(", ");
            }
            first = false;
            if (!lone || !"value".equals(e.getKey())) {
                sb.append(e.getKey()).append('=');
            }
            sb.append(memberToString(e.getValue()));
        }
        return sb.append(')').toString();
    }

    private static String memberToString(Object v) {
        Class<?> type = v.getClass();
        if (type.isArray()) {
            StringBuilder sb = new StringBuilder("{");
            Object[] items = elements(v);
            for (int i = 0; i < items.length; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append(memberToString(items[i]));
            }
            return sb.append('}').toString();
        }
        if (v instanceof Class) {
            Class<?> c = (Class<?>) v;
            StringBuilder dims = new StringBuilder();
            while (c.isArray()) {
                dims.append("[]");
                c = c.getComponentType();
            }
            return c.getCanonicalName() + dims + ".class";
        }
        if (v instanceof String) {
            StringBuilder sb = new StringBuilder("\"");
            for (char ch : ((String) v).toCharArray()) {
                sb.append(quote(ch, '"'));
            }
            return sb.append('"').toString();
        }
        if (v instanceof Character) {
            return "'" + quote((Character) v, '\'') + "'";
        }
        if (v instanceof Long) {
            return v + "L";
        }
        if (v instanceof Float) {
            float f = (Float) v;
            if (Float.isNaN(f)) {
                return "0.0f/0.0f";
            }
            if (Float.isInfinite(f)) {
                return f < 0 ? "-1.0f/0.0f" : "1.0f/0.0f";
            }
            return v + "f";
        }
        if (v instanceof Double) {
            double d = (Double) v;
            if (Double.isNaN(d)) {
                return "0.0/0.0";
            }
            if (Double.isInfinite(d)) {
                return d < 0 ? "-1.0/0.0" : "1.0/0.0";
            }
            return v.toString();
        }
        if (v instanceof Byte) {
            return String.format("(byte)0x%02x", (Byte) v);
        }
        return v.toString();
    }

    private static String quote(char ch, char delimiter) {
        switch (ch) {
            case '\b': return "\\b";
            case '\f': return "\\f";
            case '\n': return "\\n";
            case '\r': return "\\r";
            case '\t': return "\\t";
            case '\\': return "\\\\";
            default:
                if (ch == delimiter) {
                    return "\\" + ch;
                }
                return (ch < ' ' || ch > '~') ? String.format("\\u%04x", (int) ch) : String.valueOf(ch);
        }
    }

    /** As {@code Annotation.hashCode} specifies: the sum of {@code (127 * name.hashCode()) ^ valueHash}. */
    public static int annotationHashCode(java.lang.annotation.Annotation a) {
        int h = 0;
        for (java.util.Map.Entry<String, Object> e : annotationValues(a).entrySet()) {
            h += (127 * e.getKey().hashCode()) ^ valueHashCode(e.getValue());
        }
        return h;
    }

    private static int valueHashCode(Object v) {
        if (!v.getClass().isArray()) {
            return v.hashCode();
        }
        if (v instanceof Object[]) {
            return java.util.Arrays.hashCode((Object[]) v);
        }
        return java.util.Arrays.hashCode(elements(v));
    }

    /** The elements of an array, boxed (the hash codes of the boxes are those of the primitives). */
    private static Object[] elements(Object v) {
        if (v instanceof Object[]) {
            return (Object[]) v;
        }
        java.util.ArrayList<Object> list = new java.util.ArrayList<>();
        if (v instanceof int[]) {
            for (int x : (int[]) v) {
                list.add(x);
            }
        } else if (v instanceof long[]) {
            for (long x : (long[]) v) {
                list.add(x);
            }
        } else if (v instanceof double[]) {
            for (double x : (double[]) v) {
                list.add(x);
            }
        } else if (v instanceof float[]) {
            for (float x : (float[]) v) {
                list.add(x);
            }
        } else if (v instanceof boolean[]) {
            for (boolean x : (boolean[]) v) {
                list.add(x);
            }
        } else if (v instanceof char[]) {
            for (char x : (char[]) v) {
                list.add(x);
            }
        } else if (v instanceof byte[]) {
            for (byte x : (byte[]) v) {
                list.add(x);
            }
        } else if (v instanceof short[]) {
            for (short x : (short[]) v) {
                list.add(x);
            }
        }
        return list.toArray();
    }

    /** As {@code Annotation.equals} specifies: same type and equal member values. */
    public static boolean annotationEquals(java.lang.annotation.Annotation a, Object o) {
        if (a == o) {
            return true;
        }
        if (!(o instanceof java.lang.annotation.Annotation)
                || ((java.lang.annotation.Annotation) o).annotationType() != a.annotationType()) {
            return false;
        }
        java.util.Map<String, Object> mine = annotationValues(a);
        java.util.Map<String, Object> theirs = annotationValues((java.lang.annotation.Annotation) o);
        for (java.util.Map.Entry<String, Object> e : mine.entrySet()) {
            if (!java.util.Objects.deepEquals(e.getValue(), theirs.get(e.getKey()))) {
                return false;
            }
        }
        return true;
    }
}
