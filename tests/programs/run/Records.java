// weft: expect exit 0
// Covers: records: generated toString/equals/hashCode/accessors, records with String/double/array/nested record components, equality of -0.0 and NaN components, records in HashSet/HashMap, explicit accessor override
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

public class Records {
    record Point(int x, int y) {
    }

    record Named(String name, Point at) {
    }

    record Measure(double value, String unit) {
    }

    record Holder(int[] data) {
    }

    record Empty() {
    }

    record Masked(String secret) {
        @Override
        public String secret() {
            return "***";
        }

        @Override
        public String toString() {
            return "Masked[" + secret() + "]";
        }
    }

    record Mixed(boolean b, byte by, short s, char c, long l, float f) {
    }

    public static void main(String[] args) {
        Point p = new Point(3, 4);
        Point q = new Point(3, 4);
        Point r = new Point(4, 3);
        System.out.println(p + " " + p.x() + " " + p.y());
        System.out.println(p.equals(q) + " " + (p == q) + " " + p.equals(r) + " " + p.equals(null) + " " + p.equals("Point[x=3, y=4]"));
        System.out.println(p.hashCode() == q.hashCode());
        System.out.println(p.hashCode() + " " + r.hashCode() + " " + new Point(0, 0).hashCode());
        Named n = new Named("home", p);
        System.out.println(n + " " + n.equals(new Named("home", new Point(3, 4))) + " " + n.hashCode());
        Named nullName = new Named(null, null);
        System.out.println(nullName + " " + nullName.equals(new Named(null, null)) + " " + nullName.hashCode());
        Measure m1 = new Measure(-0.0, "m");
        Measure m2 = new Measure(0.0, "m");
        Measure nan1 = new Measure(Double.NaN, "x");
        Measure nan2 = new Measure(Double.NaN, "x");
        System.out.println(m1 + " " + m1.equals(m2) + " " + nan1.equals(nan2) + " " + new Measure(1.5, "kg").hashCode());
        int[] arr = {1, 2};
        Holder h1 = new Holder(arr);
        Holder h2 = new Holder(new int[] {1, 2});
        System.out.println(h1.equals(h2) + " " + h1.equals(new Holder(arr)) + " " + (h1.data() == arr));
        System.out.println(new Empty() + " " + new Empty().equals(new Empty()) + " " + new Empty().hashCode());
        System.out.println(new Masked("pw") + " " + new Masked("pw").secret() + " " + new Masked("a").equals(new Masked("b")));
        Mixed mx = new Mixed(true, (byte) -1, (short) 7, 'z', 1L << 33, 2.5f);
        System.out.println(mx + " " + mx.hashCode());
        Set<Point> set = new HashSet<>();
        set.add(p);
        set.add(q);
        set.add(r);
        System.out.println(set.size() + " " + set.contains(new Point(4, 3)));
        Map<Point, String> map = new HashMap<>();
        map.put(new Point(1, 1), "one");
        System.out.println(map.get(new Point(1, 1)));
    }
}
