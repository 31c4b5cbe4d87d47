// weft: expect exit 0
// Covers: NaN comparisons, infinities, -0.0 vs 0.0 (==, equals, compare, 1/x), Float/Double.compare, isNaN/isInfinite, NaN != NaN, fcmpl/fcmpg semantics
public class FloatSpecials {
    public static void main(String[] args) {
        double nan = Double.NaN;
        double inf = Double.POSITIVE_INFINITY;
        double ninf = Double.NEGATIVE_INFINITY;
        double nz = -0.0;
        System.out.println(nan == nan);
        System.out.println(nan != nan);
        System.out.println(nan < 1.0);
        System.out.println(nan > 1.0);
        System.out.println(!(nan < 1.0));
        System.out.println(!(nan >= 1.0));
        System.out.println(Double.isNaN(0.0 / 0.0));
        System.out.println(inf - inf);
        System.out.println(inf * 0);
        System.out.println(inf + inf);
        System.out.println(-inf);
        System.out.println(ninf < Double.MIN_VALUE);
        System.out.println(Double.isInfinite(1e308 * 10));
        System.out.println(nz == 0.0);
        System.out.println(Double.valueOf(nz).equals(0.0));
        System.out.println(Double.compare(nz, 0.0));
        System.out.println(Double.compare(nan, inf));
        System.out.println(Double.compare(nan, nan));
        System.out.println(Double.valueOf(nan).equals(nan));
        System.out.println(1.0 / nz);
        System.out.println(nz);
        System.out.println(0.0 * -1);
        System.out.println(nz + 0.0);
        System.out.println(nz - 0.0);
        System.out.println(-(0.0));
        float fnan = Float.NaN;
        float fnz = -0.0f;
        System.out.println(fnan == fnan);
        System.out.println(Float.compare(fnz, 0.0f));
        System.out.println(Float.compare(1.0f, fnan));
        System.out.println(1f / fnz);
        System.out.println(Float.isNaN(fnan * 0));
        System.out.println((float) 1e40);
        System.out.println((float) -1e-50);
        System.out.println((double) Float.MAX_VALUE);
        System.out.println(Float.MAX_VALUE * 2);
        System.out.println(Double.MAX_VALUE + 1.0 == Double.MAX_VALUE);
        System.out.println(Double.MIN_VALUE / 2);
        System.out.println(Double.doubleToLongBits(nz));
        System.out.println(Double.doubleToLongBits(nan));
        System.out.println(Float.floatToIntBits(fnan));
        System.out.println(Float.floatToIntBits(1.0f));
        System.out.println(Double.longBitsToDouble(0x7ff0000000000000L));
        System.out.println(Float.intBitsToFloat(0x3f800001));
        double[] vals = {nan, ninf, -1.0, nz, 0.0, 1.0, inf};
        StringBuilder sb = new StringBuilder();
        for (double a : vals) {
            for (double b : vals) {
                sb.append(a < b ? '<' : a > b ? '>' : a == b ? '=' : '?');
            }
            sb.append('\n');
        }
        System.out.print(sb);
    }
}
