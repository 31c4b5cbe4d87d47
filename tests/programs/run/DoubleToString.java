// weft: expect exit 0
// Covers: Double.toString of many values (only exactly computed ones: literals, + - * /, no transcendental functions whose last bit may differ between JVMs): 0.1+0.2, 1e10, 1.0E-5, 100.0, Double.MIN_VALUE/MAX_VALUE, subnormals, powers of ten around the 1e-3/1e7 switch, negative values
public class DoubleToString {
    public static void main(String[] args) {
        double[] ds = {0.1, 0.2, 0.1 + 0.2, 1.0, 100.0, 1e7, 9999999.999, 1e-3, 0.00099, 1e10, 1.0E-5, 1e21, 1e22, 1e23,
            Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL, 2.2250738585072009E-308, 4.9e-324 * 3,
            123456789.123, 1234567.0, 12345678.0, -2.5, 0.0, -0.0, 1.0 / 3, 2.0 / 3, Math.PI, Math.E, 100.0 / 7,
            1.1 * 1.1, 5e-324, 9007199254740993.0, 2e-7, 0.5, 0.25, 1e100, 1.7976931348623157e308, 3.0e-10,
            (double) Long.MAX_VALUE, 4.35, 0.1 * 3, 1e15, 1e16, 123e300, 2.0E-3};
        for (double d : ds) {
            System.out.println(d);
        }
        double acc = 0;
        for (int i = 0; i < 10; i++) {
            acc += 0.1;
        }
        System.out.println(acc);
        System.out.println("x=" + 2.5 + ", y=" + (1 + 2.0) + ", z=" + 7e-4);
        System.out.println(Double.toString(Double.valueOf("1e-1")));
        System.out.println(Double.toHexString(1.0) + " " + Double.toHexString(-0.1) + " " + Double.toHexString(Double.MIN_VALUE));
        double p = 1e-6;
        for (int i = -6; i <= 8; i++) {
            System.out.println(p + " " + (3 * p) + " " + (p / 7));
            p *= 10;
        }
    }
}
