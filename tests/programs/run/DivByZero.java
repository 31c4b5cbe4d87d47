// weft: expect exit 0
// Covers: idiv/irem/ldiv/lrem by zero throwing ArithmeticException("/ by zero"), float/double division by zero not throwing, exception in compound assignment
public class DivByZero {
    static int zero() { return 0; }

    static long lzero() { return 0L; }

    public static void main(String[] args) {
        try {
            System.out.println(10 / zero());
        } catch (ArithmeticException e) {
            System.out.println("idiv: " + e.getMessage());
        }
        try {
            System.out.println(10 % zero());
        } catch (ArithmeticException e) {
            System.out.println("irem: " + e.getMessage());
        }
        try {
            System.out.println(10L / lzero());
        } catch (ArithmeticException e) {
            System.out.println("ldiv: " + e.getMessage());
        }
        try {
            System.out.println(10L % lzero());
        } catch (ArithmeticException e) {
            System.out.println("lrem: " + e);
        }
        int x = 5;
        try {
            x /= zero();
        } catch (ArithmeticException e) {
            System.out.println("compound: " + e.getMessage() + " x=" + x);
        }
        try {
            System.out.println(Math.floorDiv(1, zero()));
        } catch (ArithmeticException e) {
            System.out.println("floorDiv: " + e.getMessage());
        }
        try {
            System.out.println(Math.floorMod(1L, lzero()));
        } catch (ArithmeticException e) {
            System.out.println("floorMod: " + e.getMessage());
        }
        System.out.println(1.0 / zero());
        System.out.println(-1.0 / zero());
        System.out.println(0.0 / zero());
        System.out.println(1.0f / zero());
        System.out.println(1 / -0.0);
        System.out.println(5 % 0.0);
        try {
            int[] arr = new int[2];
            arr[0] = 1 / zero();
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        System.out.println(0 / 5 + " " + (0 % -5) + " " + (-0 / 7));
    }
}
