// weft: expect exit 0
// Covers: Float.toString / string concatenation of many float values (shortest repr, scientific thresholds 1e-3 and 1e7, subnormals, MIN/MAX)
public class FloatToString {
    public static void main(String[] args) {
        float[] fs = {0.1f, 0.2f, 0.3f, 0.1f + 0.2f, 1.0f, 100.0f, 1e7f, 9999999.0f, 1.0E-3f, 0.00099f, 1e10f, 1.0E-5f,
            3.4028235e38f, Float.MIN_VALUE, Float.MIN_NORMAL, 1.17549421E-38f, 123456.789f, 16777216f, 16777217f,
            -2.5f, 0.0f, -0.0f, 1f / 3f, 2f / 3f, (float) Math.PI, (float) Math.E, 100f / 7f, 1.1f * 1.1f, 33.333332f,
            5e-10f, 4.2e-45f, 1.0E38f, 7.0e6f, 12345678f, 0.001f, 0.01f};
        for (float f : fs) {
            System.out.println(f);
        }
        System.out.println("concat: " + 1.5f + " " + (1.5f + 1));
        System.out.println(String.valueOf(2.75f));
        System.out.println(Float.toString(1e-45f));
        System.out.println(Float.valueOf("1.25").toString());
        float acc = 0f;
        for (int i = 0; i < 10; i++) {
            acc += 0.1f;
        }
        System.out.println(acc);
        System.out.println(Float.toHexString(1.0f) + " " + Float.toHexString(-0.1f));
    }
}
