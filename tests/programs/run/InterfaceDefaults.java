// weft: expect exit 0
// Covers: interface default methods, diamond resolution with explicit X.super.m(), class method wins over default, more specific interface default wins, private interface methods (instance and static), static interface methods, invokeinterface on several implementations, abstract class implementing interface partially
public class InterfaceDefaults {
    interface Greeter {
        default String greet() {
            return "Hello from Greeter " + suffix();
        }

        private String suffix() {
            return "(" + helper() + ")";
        }

        private static String helper() {
            return "private-static";
        }

        static String util() {
            return "Greeter.util";
        }
    }

    interface Polite extends Greeter {
        @Override
        default String greet() {
            return "Good day from Polite";
        }
    }

    interface Loud {
        default String greet() {
            return "HEY from Loud";
        }
    }

    static class Diamond implements Greeter, Loud {
        @Override
        public String greet() {
            return Greeter.super.greet() + " + " + Loud.super.greet();
        }
    }

    static class Specific implements Greeter, Polite {
    }

    static class Base {
        public String greet() {
            return "Base.greet";
        }
    }

    static class ClassWins extends Base implements Loud {
    }

    static class Plain implements Greeter {
    }

    interface Counter {
        int next();

        default int skip(int n) {
            int last = 0;
            for (int i = 0; i < n; i++) {
                last = next();
            }
            return last;
        }
    }

    static abstract class AbstractCounter implements Counter {
        protected int value;

        @Override
        public int next() {
            return value += step();
        }

        abstract int step();
    }

    static class ByTwo extends AbstractCounter {
        int step() {
            return 2;
        }
    }

    static class ByThree extends AbstractCounter {
        int step() {
            return 3;
        }

        @Override
        public int skip(int n) {
            return -super.skip(n);
        }
    }

    public static void main(String[] args) {
        System.out.println(new Plain().greet());
        System.out.println(new Diamond().greet());
        System.out.println(new Specific().greet());
        System.out.println(new ClassWins().greet());
        Loud l = new ClassWins();
        System.out.println(l.greet());
        System.out.println(Greeter.util());
        Greeter g = new Specific();
        System.out.println(g.greet());
        Counter[] cs = {new ByTwo(), new ByThree()};
        for (Counter c : cs) {
            System.out.println(c.next() + " " + c.skip(4) + " " + c.next());
        }
        Counter anon = new Counter() {
            int n = 100;

            public int next() {
                return n--;
            }
        };
        System.out.println(anon.skip(3) + " " + anon.next());
        Greeter lambdaLike = new Greeter() {
        };
        System.out.println(lambdaLike.greet());
    }
}
