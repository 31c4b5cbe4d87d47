// weft: expect exit 0
// Covers: integer/long division and remainder with negative operands (truncation toward zero), floorDiv/floorMod, double remainder
public class DivRemNegatives {
    public static void main(String[] args) {
        int[] as = {7, -7, 7, -7, 0, 1, -1, 13, -13};
        int[] bs = {2, 2, -2, -2, 3, 5, 5, -4, 4};
        for (int i = 0; i < as.length; i++) {
            int a = as[i], b = bs[i];
            System.out.println(a + " / " + b + " = " + (a / b) + ", % = " + (a % b)
                + ", floorDiv = " + Math.floorDiv(a, b) + ", floorMod = " + Math.floorMod(a, b));
        }
        long[] las = {7L, -7L, Long.MIN_VALUE, Long.MAX_VALUE, -1_000_000_000_007L};
        long[] lbs = {-3L, 3L, 7L, -10L, 1_000_000L};
        for (int i = 0; i < las.length; i++) {
            long a = las[i], b = lbs[i];
            System.out.println(a + " / " + b + " = " + (a / b) + ", % = " + (a % b)
                + ", floorDiv = " + Math.floorDiv(a, b) + ", floorMod = " + Math.floorMod(a, b));
        }
        System.out.println(Math.floorMod(-7, 3) + " " + Math.floorMod(7L, -3L) + " " + Math.floorDiv(-1, 2));
        System.out.println(5.5 % 2.0);
        System.out.println(-5.5 % 2.0);
        System.out.println(5.5 % -2.0);
        System.out.println(7.0f % 2.5f);
        System.out.println(-0.0 % 1.0);
        System.out.println(1.0 % 0.0);
        System.out.println(Double.POSITIVE_INFINITY % 3.0);
        System.out.println(3.0 % Double.POSITIVE_INFINITY);
        System.out.println(-7 >> 1);
        System.out.println(-7 / 2);
        short sh = -32768;
        System.out.println(sh / -1);
        byte by = -128;
        System.out.println((byte) (by / -1));
    }
}
