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
}
