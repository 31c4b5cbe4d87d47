// weft: expect exit 0
// Covers: array covariance (String[] as Object[]), instanceof on array types (Object[], int[], Cloneable, Serializable), casts between array types, clone of object arrays (shallow), arrays as Object, interface-typed arrays
import java.io.Serializable;

public class ArrayCovariance {
    interface Shape {
        double area();
    }

    record Sq(double s) implements Shape {
        public double area() {
            return s * s;
        }
    }

    record Circ(double r) implements Shape {
        public double area() {
            return 3 * r * r;
        }
    }

    public static void main(String[] args) {
        String[] strs = {"a", "b"};
        Object[] objs = strs;
        Object o = strs;
        System.out.println(o instanceof Object[]);
        System.out.println(o instanceof String[]);
        System.out.println(o instanceof Integer[]);
        System.out.println(o instanceof Cloneable);
        System.out.println(o instanceof Serializable);
        System.out.println(objs instanceof Comparable[]);
        Object ints = new int[3];
        System.out.println(ints instanceof Object[]);
        System.out.println(ints instanceof int[]);
        System.out.println(ints instanceof long[]);
        Object deep = new String[2][2];
        System.out.println(deep instanceof Object[][]);
        System.out.println(deep instanceof Object[]);
        System.out.println(deep instanceof CharSequence[][]);
        Object intMatrix = new int[2][2];
        System.out.println(intMatrix instanceof Object[]);
        System.out.println(intMatrix instanceof int[][]);
        String[] back = (String[]) objs;
        System.out.println(back[1]);
        try {
            Integer[] bad = (Integer[]) (Object) strs;
            System.out.println(bad.length);
        } catch (ClassCastException e) {
            System.out.println("CCE on array cast");
        }
        Shape[] shapes = {new Sq(2), new Circ(1), new Sq(0.5)};
        double total = 0;
        for (Shape s : shapes) {
            total += s.area();
        }
        System.out.println(total);
        Object[] shapeObjs = shapes;
        System.out.println(shapeObjs instanceof Shape[]);
        System.out.println(shapeObjs instanceof Sq[]);
        Sq[] squares = {new Sq(3)};
        Shape[] asShapes = squares;
        try {
            asShapes[0] = new Circ(2);
        } catch (ArrayStoreException e) {
            System.out.println("ASE " + e.getMessage());
        }
        StringBuilder[] sbs = {new StringBuilder("x")};
        StringBuilder[] copy = sbs.clone();
        copy[0].append("y");
        System.out.println(sbs[0] + " " + (copy != sbs) + " " + (copy[0] == sbs[0]));
        Object[] mixed = {1, "two", 3.0, 'c', null, new int[] {1}};
        for (Object m : mixed) {
            String kind = m == null ? "null" : m instanceof Number ? "number" : m instanceof CharSequence ? "chars" : m instanceof int[] ? "int[]" : "other";
            System.out.print(kind + " ");
        }
        System.out.println();
        System.out.println(String[].class.getName() + " " + int[][].class.getName() + " " + Shape[].class.getName());
    }
}
