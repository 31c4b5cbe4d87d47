// weft: expect exit 0
// Covers: Java 17 sealed interfaces and classes with permits, final/non-sealed subclasses, records as permitted subtypes, dispatch over a sealed hierarchy with instanceof patterns, exhaustive-style processing, Class.isSealed
public class SealedTypes {
    sealed interface Expr permits Num, Add, Mul, Neg {
    }

    record Num(int value) implements Expr {
    }

    record Add(Expr left, Expr right) implements Expr {
    }

    record Mul(Expr left, Expr right) implements Expr {
    }

    static final class Neg implements Expr {
        final Expr inner;

        Neg(Expr inner) {
            this.inner = inner;
        }
    }

    static abstract sealed class Vehicle permits Car, Truck {
        abstract int wheels();
    }

    static final class Car extends Vehicle {
        int wheels() {
            return 4;
        }
    }

    static non-sealed class Truck extends Vehicle {
        int wheels() {
            return 6;
        }
    }

    static class BigTruck extends Truck {
        @Override
        int wheels() {
            return 18;
        }
    }

    static int eval(Expr e) {
        if (e instanceof Num n) {
            return n.value();
        } else if (e instanceof Add a) {
            return eval(a.left()) + eval(a.right());
        } else if (e instanceof Mul m) {
            return eval(m.left()) * eval(m.right());
        } else if (e instanceof Neg n) {
            return -eval(n.inner);
        }
        throw new AssertionError("unreachable");
    }

    static String show(Expr e) {
        if (e instanceof Num n) {
            return Integer.toString(n.value());
        } else if (e instanceof Add a) {
            return "(" + show(a.left()) + " + " + show(a.right()) + ")";
        } else if (e instanceof Mul m) {
            return show(m.left()) + " * " + show(m.right());
        } else {
            return "-" + show(((Neg) e).inner);
        }
    }

    public static void main(String[] args) {
        Expr e = new Mul(new Add(new Num(2), new Num(3)), new Neg(new Num(4)));
        System.out.println(show(e) + " = " + eval(e));
        System.out.println(new Add(new Num(1), new Num(2)));
        Vehicle[] vs = {new Car(), new Truck(), new BigTruck()};
        int total = 0;
        for (Vehicle v : vs) {
            total += v.wheels();
        }
        System.out.println("wheels=" + total);
        System.out.println(Expr.class.isSealed() + " " + Vehicle.class.isSealed() + " " + Truck.class.isSealed() + " " + Expr.class.getPermittedSubclasses().length);
    }
}
