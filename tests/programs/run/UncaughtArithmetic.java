// weft: expect exit 1
// Covers: uncaught ArithmeticException from integer division by zero deep in a call chain (exit 1, stderr 'Exception in thread "main" java.lang.ArithmeticException: / by zero'), partial output flushed before the failure
public class UncaughtArithmetic {
    static int ratio(int a, int b) {
        return a / b;
    }

    public static void main(String[] args) {
        int[] divisors = {5, 2, 1, 0, 3};
        for (int d : divisors) {
            System.out.println("100/" + d + "=" + ratio(100, d));
        }
    }
}
