// weft: expect exit 0
// Covers: varargs methods called with zero, one, many arguments, with an explicit array, with null (array vs element), primitive varargs, overload resolution preferring fixed arity, varargs of Object receiving arrays, varargs constructors, String.format varargs passthrough
import java.util.Arrays;

public class Varargs {
    static String count(int... xs) {
        return xs == null ? "null array" : xs.length + ":" + Arrays.toString(xs);
    }

    static String objs(Object... os) {
        return os == null ? "null array" : os.length + ":" + Arrays.deepToString(os);
    }

    static String pick(int a) {
        return "fixed(int)";
    }

    static String pick(int... a) {
        return "varargs(int...)";
    }

    static String pick(long a, long b) {
        return "fixed(long,long)";
    }

    static String head(String first, String... rest) {
        return first + " + " + rest.length + " more";
    }

    static String fmt(String pattern, Object... args) {
        return String.format(pattern, args);
    }

    static class Bag {
        final int size;

        Bag(String... items) {
            size = items.length;
        }
    }

    static long sum(long... xs) {
        long s = 0;
        for (long x : xs) {
            s += x;
        }
        return s;
    }

    public static void main(String[] args) {
        System.out.println(count());
        System.out.println(count(1));
        System.out.println(count(1, 2, 3));
        System.out.println(count(new int[] {9, 8}));
        System.out.println(count((int[]) null));
        System.out.println(objs());
        System.out.println(objs("a", 1, 'c', 2.0));
        System.out.println(objs((Object[]) new String[] {"x", "y"}));
        System.out.println(objs((Object) new String[] {"x", "y"}));
        System.out.println(objs((Object[]) null));
        System.out.println(objs((Object) null));
        System.out.println(objs(null, null));
        System.out.println(objs(new int[] {1, 2}));
        System.out.println(pick(1));
        System.out.println(pick(1, 2));
        System.out.println(pick());
        System.out.println(pick(1, 2, 3));
        System.out.println(head("only"));
        System.out.println(head("a", "b", "c"));
        System.out.println(fmt("%s-%s", "p", "q"));
        System.out.println(new Bag().size + " " + new Bag("1", "2").size);
        System.out.println(sum(1, 2, Integer.MAX_VALUE, 'a'));
        System.out.println(Arrays.asList(1, 2, 3).size() + " " + Arrays.asList(new int[] {1, 2, 3}).size());
    }
}
