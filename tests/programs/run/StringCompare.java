// weft: expect exit 0
// Covers: String.compareTo (char difference and length difference), compareToIgnoreCase, equals, equalsIgnoreCase, contentEquals, regionMatches, sorting strings with natural order and CASE_INSENSITIVE_ORDER
import java.util.Arrays;

public class StringCompare {
    public static void main(String[] args) {
        System.out.println("apple".compareTo("banana"));
        System.out.println("banana".compareTo("apple"));
        System.out.println("app".compareTo("apple"));
        System.out.println("apple".compareTo("app"));
        System.out.println("same".compareTo("same"));
        System.out.println("Z".compareTo("a"));
        System.out.println("abc".compareToIgnoreCase("ABD"));
        System.out.println("Hello".equals("hello") + " " + "Hello".equalsIgnoreCase("hELLO") + " " + "Hello".equalsIgnoreCase(null));
        System.out.println("abc".equals(new StringBuilder("abc")) + " " + "abc".contentEquals(new StringBuilder("abc")));
        System.out.println("Hello World".regionMatches(6, "World", 0, 5) + " " + "Hello World".regionMatches(true, 6, "wORLD", 0, 5));
        String[] words = {"pear", "Apple", "banana", "apple", "Banana", "cherry", "", "a"};
        String[] copy = words.clone();
        Arrays.sort(copy);
        System.out.println(Arrays.toString(copy));
        Arrays.sort(words, String.CASE_INSENSITIVE_ORDER);
        System.out.println(Arrays.toString(words));
        System.out.println("\u00e9".compareTo("e") + " " + "a".compareTo("\uffff"));
        Object o = "str";
        System.out.println(o.equals("str") + " " + "str".equals(o) + " " + "1".equals(1));
    }
}
