// weft: expect exit 0
// Covers: record compact constructors (validation and normalization), canonical constructor overrides, additional constructors delegating with this(...), static fields/methods/factories in records, instance methods, records implementing interfaces and Comparable, generic records, nested record in interface dispatch, local records
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class RecordFeatures {
    interface Shape {
        double area();

        default String describe() {
            return getClass().getSimpleName() + " with area " + area();
        }
    }

    record Circle(double radius) implements Shape {
        Circle {
            if (radius < 0) {
                throw new IllegalArgumentException("negative radius " + radius);
            }
        }

        public double area() {
            return 3.0 * radius * radius;
        }
    }

    record Rect(double w, double h) implements Shape {
        static int created = 0;

        Rect {
            created++;
        }

        Rect(double side) {
            this(side, side);
        }

        static Rect square(double s) {
            return new Rect(s);
        }

        public double area() {
            return w * h;
        }
    }

    record Range(int lo, int hi) implements Comparable<Range> {
        Range {
            if (lo > hi) {
                int t = lo;
                lo = hi;
                hi = t;
            }
        }

        int length() {
            return hi - lo;
        }

        public int compareTo(Range o) {
            return Integer.compare(length(), o.length());
        }
    }

    record Pair<A, B>(A first, B second) {
        <C> Pair<A, C> withSecond(C c) {
            return new Pair<>(first, c);
        }
    }

    record Name(String value) {
        Name(String value) {
            this.value = value.trim().toLowerCase();
        }
    }

    public static void main(String[] args) {
        List<Shape> shapes = List.of(new Circle(1), new Rect(2, 3), Rect.square(2));
        for (Shape s : shapes) {
            System.out.println(s + " area=" + s.area());
        }
        System.out.println("Rect.created=" + Rect.created);
        try {
            new Circle(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("rejected: " + e.getMessage());
        }
        Range r = new Range(10, 2);
        System.out.println(r + " length=" + r.length());
        List<Range> ranges = new ArrayList<>(List.of(new Range(0, 10), new Range(5, 6), new Range(3, 1)));
        Collections.sort(ranges);
        System.out.println(ranges);
        Pair<String, Integer> p = new Pair<>("a", 1);
        Pair<String, List<String>> p2 = p.withSecond(List.of("x"));
        System.out.println(p + " " + p2 + " " + p2.second().get(0));
        System.out.println(new Name("  MiXeD  ") + " " + new Name("ABC").equals(new Name("abc ")));
        record Local(String k, int v) {
            String show() {
                return k + "=" + v;
            }
        }
        Local l = new Local("key", 9);
        System.out.println(l.show() + " " + l);
        System.out.println(new Circle(2).describe());
    }
}
