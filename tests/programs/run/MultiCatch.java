// weft: expect exit 0
// Covers: multi-catch (A | B), catch clause ordering by subclass, rethrow of precise types, catching Exception vs RuntimeException vs Error vs Throwable, checked exceptions declared with throws, exception type tests in handler
import java.io.IOException;

public class MultiCatch {
    static void thrower(int kind) throws IOException {
        switch (kind) {
            case 0:
                throw new IllegalArgumentException("iae");
            case 1:
                throw new IllegalStateException("ise");
            case 2:
                throw new IOException("io");
            case 3:
                throw new ArrayIndexOutOfBoundsException(7);
            case 4:
                throw new StackOverflowError("fake soe");
            case 5:
                throw new NumberFormatException("nfe");
            default:
                System.out.println("no throw for " + kind);
        }
    }

    static void rethrow(int kind) throws IOException {
        try {
            thrower(kind);
        } catch (final Exception e) {
            System.out.println("  rethrowing " + e.getClass().getName());
            throw e;
        }
    }

    public static void main(String[] args) {
        for (int k = 0; k <= 6; k++) {
            try {
                thrower(k);
            } catch (NumberFormatException e) {
                System.out.println(k + ": NFE specific " + e.getMessage());
            } catch (IllegalArgumentException | IllegalStateException e) {
                System.out.println(k + ": multi " + e.getClass().getName() + " " + e.getMessage());
            } catch (IOException e) {
                System.out.println(k + ": checked " + e);
            } catch (RuntimeException e) {
                System.out.println(k + ": runtime " + e.getMessage());
            } catch (Error e) {
                System.out.println(k + ": error " + e);
            }
        }
        for (int k = 0; k <= 2; k++) {
            try {
                rethrow(k);
            } catch (IOException | RuntimeException e) {
                System.out.println(k + ": after rethrow " + e.getMessage() + " isRuntime=" + (e instanceof RuntimeException));
            }
        }
        try {
            throw new Throwable("plain throwable");
        } catch (Throwable t) {
            System.out.println("throwable: " + t);
        }
        try {
            Object o = "s";
            Integer i = (Integer) o;
            System.out.println(i);
        } catch (ClassCastException | NullPointerException e) {
            System.out.println("cce caught: " + (e instanceof ClassCastException));
        }
    }
}
