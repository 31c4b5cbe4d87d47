// weft: expect exit 0
// Covers: static initializer order across classes: main class first, init triggered by static method call, static field read, static field write, new, subclass init triggering superclass init first, static field initializers and static blocks interleaved in textual order, init runs once
public class StaticInitOrder {
    static {
        System.out.println("StaticInitOrder <clinit>");
    }

    static class A {
        static int x = trace("A.x initializer", 1);

        static {
            System.out.println("A static block, x=" + x);
        }

        static int y = trace("A.y initializer", x + 1);

        static int get() {
            return y;
        }
    }

    static class B {
        static {
            System.out.println("B static block");
        }

        static String field = "B.field";
    }

    static class C {
        static int counter;

        static {
            System.out.println("C static block, counter=" + counter);
        }
    }

    static class D {
        static {
            System.out.println("D static block");
        }

        D() {
            System.out.println("D constructor");
        }
    }

    static class Base {
        static {
            System.out.println("Base static block");
        }

        static int baseValue = trace("Base.baseValue", 10);
    }

    static class Derived extends Base {
        static {
            System.out.println("Derived static block, baseValue=" + baseValue);
        }

        static int derivedValue = 20;
    }

    static class OnlyParentFieldUsed extends Base {
        static {
            System.out.println("OnlyParentFieldUsed static block (should not print)");
        }
    }

    static class Cyclic1 {
        static int v = Cyclic2.v + 1;

        static {
            System.out.println("Cyclic1 done v=" + v);
        }
    }

    static class Cyclic2 {
        static int v = Cyclic1.v + 100;

        static {
            System.out.println("Cyclic2 done v=" + v);
        }
    }

    static int trace(String what, int value) {
        System.out.println("  init " + what + " = " + value);
        return value;
    }

    public static void main(String[] args) {
        System.out.println("main start");
        System.out.println("A.get() = " + A.get());
        System.out.println("A.get() again = " + A.get());
        System.out.println("before B");
        System.out.println(B.field);
        System.out.println("before C write");
        C.counter = 5;
        System.out.println("C.counter = " + C.counter);
        System.out.println("before new D");
        new D();
        new D();
        System.out.println("before Derived");
        System.out.println("Derived.derivedValue = " + Derived.derivedValue);
        System.out.println("via subclass name: " + OnlyParentFieldUsed.baseValue);
        System.out.println("before Cyclic1");
        System.out.println("Cyclic1.v = " + Cyclic1.v + ", Cyclic2.v = " + Cyclic2.v);
        System.out.println("main end");
    }
}
