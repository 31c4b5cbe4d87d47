// weft: expect exit 0
// Covers: ExceptionInInitializerError from a failing static initializer (caught, cause printed), the class is then in erroneous state: second use throws NoClassDefFoundError ("Could not initialize class ..."), unrelated classes keep working, error thrown directly from static init (not wrapped)
public class InitializerError {
    static class Bad {
        static int value = compute();

        static int compute() {
            System.out.println("Bad.compute running");
            throw new IllegalStateException("boom");
        }

        static int get() {
            return value;
        }
    }

    static class BadArith {
        static int zero = 0;
        static int value = 10 / zero;
    }

    static class ThrowsError {
        static {
            if (true) {
                throw new AssertionError("error from clinit");
            }
        }

        static void touch() {
        }
    }

    static class Good {
        static int value = 7;
    }

    public static void main(String[] args) {
        try {
            System.out.println(Bad.get());
        } catch (ExceptionInInitializerError e) {
            System.out.println("first: " + e.getClass().getName() + " message=" + e.getMessage());
            System.out.println("cause: " + e.getCause());
            System.out.println("getException same as cause: " + (e.getException() == e.getCause()));
        }
        try {
            System.out.println(Bad.get());
        } catch (NoClassDefFoundError e) {
            System.out.println("second: " + e.getClass().getName() + " message=" + e.getMessage());
        }
        try {
            System.out.println(Bad.value);
        } catch (NoClassDefFoundError e) {
            System.out.println("third: " + e.getMessage());
        }
        try {
            System.out.println(BadArith.value);
        } catch (ExceptionInInitializerError e) {
            System.out.println("arith: " + e.getCause());
        }
        try {
            new BadArith();
        } catch (NoClassDefFoundError e) {
            System.out.println("arith again: " + e.getMessage());
        }
        try {
            ThrowsError.touch();
        } catch (Error e) {
            System.out.println("error: " + e.getClass().getName() + " cause=" + e.getCause());
        }
        System.out.println("good: " + Good.value);
    }
}
