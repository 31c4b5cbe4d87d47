// weft: expect exit 0
// Covers: exception propagation through several frames with finally blocks at each level, catch at an intermediate frame and rethrow, recursion unwinding, state changes before the throw remain visible, exception from a constructor, exception thrown inside a lambda
import java.util.function.IntUnaryOperator;

public class StackUnwinding {
    static int depthReached = 0;

    static int recurse(int n) {
        depthReached = n;
        try {
            if (n == 5) {
                throw new IllegalStateException("bottom at " + n);
            }
            return recurse(n + 1) + 1;
        } finally {
            if (n % 2 == 0) {
                System.out.println("unwind frame " + n);
            }
        }
    }

    static void a() {
        System.out.println("enter a");
        try {
            b();
        } finally {
            System.out.println("finally a");
        }
        System.out.println("never after b");
    }

    static void b() {
        System.out.println("enter b");
        try {
            c();
        } catch (IllegalArgumentException e) {
            System.out.println("b caught " + e.getMessage() + ", rethrowing wrapped");
            throw new RuntimeException("from b", e);
        } finally {
            System.out.println("finally b");
        }
    }

    static void c() {
        System.out.println("enter c");
        throw new IllegalArgumentException("thrown in c");
    }

    static class Fragile {
        Fragile(int x) {
            if (x > 1) {
                throw new IllegalArgumentException("too big " + x);
            }
        }
    }

    public static void main(String[] args) {
        try {
            recurse(0);
        } catch (IllegalStateException e) {
            System.out.println("main caught " + e.getMessage() + " depth=" + depthReached);
        }
        try {
            a();
        } catch (RuntimeException e) {
            System.out.println("main caught " + e.getMessage() + " cause=" + e.getCause().getMessage());
        }
        Fragile f = null;
        try {
            f = new Fragile(1);
            f = new Fragile(2);
        } catch (IllegalArgumentException e) {
            System.out.println("ctor threw " + e.getMessage() + ", f still set: " + (f != null));
        }
        IntUnaryOperator op = x -> 100 / x;
        try {
            System.out.println(op.applyAsInt(4));
            System.out.println(op.applyAsInt(0));
        } catch (ArithmeticException e) {
            System.out.println("lambda threw " + e.getMessage());
        }
        StackTraceElement[] trace = new Throwable().getStackTrace();
        System.out.println("top frame method: " + trace[0].getMethodName() + " class: " + trace[0].getClassName());
    }
}
