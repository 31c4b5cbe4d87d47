// weft: expect exit 0
// Covers: f2i/f2l/d2i/d2l saturation at MIN/MAX, NaN -> 0, truncation toward zero, d2f rounding, l2f/l2d precision, i2f precision loss
public class FloatToIntConversions {
    public static void main(String[] args) {
        double[] ds = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1e20, -1e20, 2.9, -2.9, 0.5, -0.5,
            2147483647.5, -2147483648.9, 9.3e18, -9.3e18, -0.0};
        for (double d : ds) {
            System.out.println(d + " -> int " + (int) d + ", long " + (long) d + ", short " + (short) d + ", byte " + (byte) d
                + ", char " + (int) (char) d);
        }
        float[] fs = {Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 3e9f, -3e9f, 1.99f, -1.99f, 1e19f};
        for (float f : fs) {
            System.out.println(f + " -> int " + (int) f + ", long " + (long) f);
        }
        int big = 16_777_217;
        System.out.println((float) big);
        System.out.println((int) (float) big);
        long lbig = Long.MAX_VALUE;
        System.out.println((float) lbig);
        System.out.println((double) lbig);
        System.out.println((long) (double) lbig);
        System.out.println((double) 123456789012345678L);
        System.out.println((float) 0.1);
        System.out.println((double) 0.1f);
        System.out.println((float) 1.00000017881393421514957253748434595763683319091796875001);
        System.out.println((int) 'A' + (char) 66 + "" + (char) 67);
        System.out.println(Math.round(Double.NaN) + " " + Math.round(1e300) + " " + Math.round(Float.NaN) + " " + Math.round(-1e30f));
    }
}
