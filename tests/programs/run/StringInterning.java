// weft: expect exit 0
// Covers: identity (==) of string literals, compile-time constant expressions, new String, intern(), runtime concatenation, literals across classes
public class StringInterning {
    static final String CONST = "hel" + "lo";

    static class Other {
        static String get() {
            return "hello";
        }
    }

    public static void main(String[] args) {
        String a = "hello";
        String b = "hello";
        String c = new String("hello");
        String d = c.intern();
        String part = "hel";
        String e = part + "lo";
        final String fpart = "hel";
        String f = fpart + "lo";
        System.out.println(a == b);
        System.out.println(a == c);
        System.out.println(a.equals(c));
        System.out.println(a == d);
        System.out.println(a == e);
        System.out.println(a == e.intern());
        System.out.println(a == f);
        System.out.println(a == CONST);
        System.out.println(a == Other.get());
        System.out.println(c == new String("hello"));
        System.out.println(new String("x").intern() == "x");
        String built = new StringBuilder("wor").append("ld").toString();
        System.out.println(built == "world");
        System.out.println(built.intern() == "world");
        System.out.println("" + 1 == "1");
        System.out.println(String.valueOf(1) == "1");
        System.out.println(a.substring(0) == a);
        System.out.println(a.toString() == a);
    }
}
