// weft: expect exit 0
// Covers: java.util.Arrays sort (primitives, objects, ranges, comparator), fill, copyOf (pad and truncate), copyOfRange, asList (write-through, fixed size), toString, deepToString, equals, hashCode, deepHashCode, binarySearch, stream sum, setAll
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

public class ArraysUtil {
    public static void main(String[] args) {
        int[] a = {5, 3, -1, 9, 0, 3, 7};
        Arrays.sort(a);
        System.out.println(Arrays.toString(a));
        System.out.println(Arrays.binarySearch(a, 7) + " " + Arrays.binarySearch(a, 4));
        double[] d = {3.5, -0.0, 0.0, Double.NaN, -Double.MAX_VALUE, 1e-9};
        Arrays.sort(d);
        System.out.println(Arrays.toString(d));
        int[] part = {9, 8, 7, 6, 5, 4};
        Arrays.sort(part, 1, 4);
        System.out.println(Arrays.toString(part));
        String[] s = {"pear", "fig", "banana", "kiwi"};
        Arrays.sort(s);
        System.out.println(Arrays.toString(s));
        Arrays.sort(s, Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        System.out.println(Arrays.toString(s));
        int[] f = new int[5];
        Arrays.fill(f, 7);
        Arrays.fill(f, 1, 3, -2);
        System.out.println(Arrays.toString(f));
        int[] longer = Arrays.copyOf(a, 10);
        int[] shorter = Arrays.copyOf(a, 2);
        System.out.println(Arrays.toString(longer) + " " + Arrays.toString(shorter));
        String[] scopy = Arrays.copyOf(s, 6);
        System.out.println(Arrays.toString(scopy));
        System.out.println(Arrays.toString(Arrays.copyOfRange(a, 2, 5)) + " " + Arrays.toString(Arrays.copyOfRange(a, 5, 9)));
        List<String> view = Arrays.asList(s);
        view.set(0, "CHANGED");
        System.out.println(s[0] + " " + view.size() + " " + view);
        try {
            view.add("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE from asList.add");
        }
        System.out.println(Arrays.equals(new int[] {1, 2}, new int[] {1, 2}) + " " + Arrays.equals(new int[] {1, 2}, new int[] {2, 1}));
        System.out.println(Arrays.hashCode(new int[] {1, 2, 3}) + " " + Arrays.hashCode(new String[] {"a", "b"}) + " " + Arrays.hashCode((int[]) null));
        System.out.println(Arrays.hashCode(new long[] {1L << 40}) + " " + Arrays.hashCode(new double[] {1.5}) + " " + Arrays.hashCode(new boolean[] {true, false}));
        Object[] nested = {1, new int[] {2, 3}, new String[] {"x"}, null, new Object[] {new long[] {4}}};
        System.out.println(Arrays.deepToString(nested));
        System.out.println(Arrays.deepHashCode(new Object[] {new int[] {1}, "a"}));
        System.out.println(Arrays.toString((int[]) null) + " " + Arrays.asList(1, 2, 3) + " " + Arrays.asList().size());
        int[] squares = new int[6];
        Arrays.setAll(squares, i -> i * i);
        System.out.println(Arrays.toString(squares) + " " + Arrays.stream(squares).sum());
        Integer[] boxed = {3, 1, 2};
        Arrays.sort(boxed, Comparator.reverseOrder());
        System.out.println(Arrays.toString(boxed));
        char[] cs = "hello".toCharArray();
        Arrays.sort(cs);
        System.out.println(new String(cs) + " " + Arrays.toString(cs));
        System.out.println(Arrays.compare(new int[] {1, 2}, new int[] {1, 3}) + " " + Arrays.mismatch(new int[] {1, 2, 3}, new int[] {1, 2, 4}));
    }
}
