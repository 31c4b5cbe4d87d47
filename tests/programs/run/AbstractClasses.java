// weft: expect exit 0
// Covers: abstract classes with constructors, template method pattern, abstract method called from base constructor seeing subclass field default values, protected fields, super constructor arguments, abstract class with static factory
public class AbstractClasses {
    static abstract class Shape {
        protected final String label;

        Shape(String label) {
            this.label = label;
            System.out.println("Shape ctor: " + describe());
        }

        abstract double area();

        abstract String kind();

        String describe() {
            return label + " " + kind() + " area=" + area();
        }

        static Shape unit() {
            return new Rect("unit", 1, 1);
        }
    }

    static class Rect extends Shape {
        private final double w;
        private final double h;

        Rect(String label, double w, double h) {
            super(label);
            this.w = w;
            this.h = h;
        }

        double area() {
            return w * h;
        }

        String kind() {
            return "rect";
        }
    }

    static class Square extends Rect {
        private String extra = "sq-extra";

        Square(double s) {
            super("square", s, s);
            System.out.println("Square ctor extra=" + extra);
        }

        @Override
        String kind() {
            return "square/" + extra;
        }
    }

    static abstract class Processor {
        final String run(int x) {
            return "pre(" + x + ") " + step(x) + " post";
        }

        protected abstract int step(int x);
    }

    public static void main(String[] args) {
        Shape r = new Rect("r1", 2, 3);
        System.out.println(r.describe());
        Shape s = new Square(4);
        System.out.println(s.describe());
        System.out.println(Shape.unit().describe());
        Processor p = new Processor() {
            protected int step(int x) {
                return x * x;
            }
        };
        System.out.println(p.run(7));
    }
}
