// weft: expect exit 0
// Covers: enums with fields and constructors, constant-specific bodies overriding abstract methods (anonymous enum subclasses), enum implementing interface, static lookup map built in static initializer, enum constructor order, values() of constant bodies, enum singletons with state, switch on such enums
import java.util.HashMap;
import java.util.Map;

public class EnumAdvanced {
    interface Op {
        int apply(int a, int b);
    }

    enum Operation implements Op {
        PLUS("+") {
            public int apply(int a, int b) {
                return a + b;
            }
        },
        MINUS("-") {
            public int apply(int a, int b) {
                return a - b;
            }
        },
        TIMES("*") {
            public int apply(int a, int b) {
                return a * b;
            }

            @Override
            String describe() {
                return "multiplication";
            }
        };

        private final String symbol;
        private static final Map<String, Operation> BY_SYMBOL = new HashMap<>();

        static {
            for (Operation op : values()) {
                BY_SYMBOL.put(op.symbol, op);
            }
            System.out.println("Operation static init, map size " + BY_SYMBOL.size());
        }

        Operation(String symbol) {
            this.symbol = symbol;
            System.out.println("constructing " + symbol);
        }

        String describe() {
            return name().toLowerCase();
        }

        static Operation of(String s) {
            return BY_SYMBOL.get(s);
        }
    }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6),
        EARTH(5.976e+24, 6.37814e6);

        final double mass;
        final double radius;

        Planet(double mass, double radius) {
            this.mass = mass;
            this.radius = radius;
        }

        double surfaceGravity() {
            return 6.67300E-11 * mass / (radius * radius);
        }
    }

    enum Counter {
        INSTANCE;

        private int count;

        int next() {
            return ++count;
        }
    }

    public static void main(String[] args) {
        System.out.println("main start");
        for (Operation op : Operation.values()) {
            System.out.println(op + " " + op.symbol + " " + op.apply(6, 3) + " " + op.describe() + " " + op.getDeclaringClass().getSimpleName()
                + " subclass=" + (op.getClass() != Operation.class));
        }
        System.out.println(Operation.of("*").apply(7, 6) + " " + Operation.of("?"));
        Op op = Operation.MINUS;
        System.out.println(op.apply(1, 10));
        for (Planet p : Planet.values()) {
            System.out.printf("%s %.2f%n", p, p.surfaceGravity());
        }
        Counter.INSTANCE.next();
        Counter.INSTANCE.next();
        System.out.println(Counter.INSTANCE.next() + " " + Counter.valueOf("INSTANCE").next());
        Operation t = Operation.TIMES;
        switch (t) {
            case PLUS -> System.out.println("plus");
            case TIMES -> System.out.println("times via switch");
            default -> System.out.println("other");
        }
    }
}
