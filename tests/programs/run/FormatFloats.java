// weft: expect exit 0
// Covers: String.format with %.2f %10.3f %-10.1f %f %e %.3e %E %g %,d %,.2f, HALF_UP rounding of %.nf, NaN/Infinity formatting, negative zero, large values
public class FormatFloats {
    public static void main(String[] args) {
        double[] ds = {3.14159, 2.5, -2.5, 0.125, 1e-7, 123456.789, 1e10, -0.0, 0.005, 0.015, 1.005, 2.675, 0.0};
        for (double d : ds) {
            System.out.println(String.format("%.2f|%10.3f|%-10.1f|%f|%e|%.3e|%E|%.0f", d, d, d, d, d, d, d, d));
        }
        System.out.println(String.format("%f %f %f", Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY));
        System.out.println(String.format("%,d %,d %,.2f %,d", 1234567890, -1000, 9876543.21, 999));
        System.out.println(String.format("%.1f %.1f %.1f %.1f", 0.05, 0.15, 0.25, 0.35));
        System.out.println(String.format("%.3f", 1.0f / 3));
        System.out.println(String.format("%08.2f|%+.2f|%(.2f", 3.14159, 3.14159, -3.14159));
        System.out.println(String.format("%g %g %g", 0.0001234, 123456.0, 1e-10));
        System.out.println(String.format("%.10f", Math.PI));
        System.out.println(String.format("%.20f", 0.1));
        System.out.println(String.format("%s %s", 1e-5, 100.0f));
        System.out.printf("Total: %8.2f%n", 1234.5);
        System.out.printf("%5.1f%%%n", 99.44);
        System.out.println(String.format("%.2f", 1e20));
        System.out.println(String.format("%e", 0.0));
        System.out.println(String.format("%a", 1.0));
    }
}
