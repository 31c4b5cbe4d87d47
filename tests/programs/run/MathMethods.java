// weft: expect exit 0
// Covers: Math.abs/min/max (NaN and -0.0 semantics), sqrt, pow, round (half up, negatives), ceil, floor, rint, signum, cbrt, hypot, exp/log/trig only at points with exactly specified results (transcendental results may differ in the last bit between Math and StrictMath), toRadians, clamping idioms
public class MathMethods {
    public static void main(String[] args) {
        System.out.println(Math.abs(-5) + " " + Math.abs(-5L) + " " + Math.abs(-2.5) + " " + Math.abs(-0.0) + " " + Math.abs(-3.5f));
        System.out.println(Math.min(1, 2) + " " + Math.max(1L, 2L) + " " + Math.min(-0.0, 0.0) + " " + Math.max(-0.0, 0.0));
        System.out.println(Math.min(Double.NaN, 1.0) + " " + Math.max(1.0, Double.NaN) + " " + Math.min(0.0f, -0.0f) + " " + Math.max(Float.NaN, 1f));
        System.out.println(Math.sqrt(2) + " " + Math.sqrt(16) + " " + Math.sqrt(-1) + " " + Math.sqrt(-0.0) + " " + Math.sqrt(1e-300));
        System.out.println(Math.pow(2, 10) + " " + Math.pow(2, -1) + " " + Math.pow(0, 0) + " " + Math.pow(-8, 1.0 / 3) + " " + Math.pow(2, 0.5));
        System.out.println(Math.pow(Double.NaN, 0) + " " + Math.pow(-2, 3) + " " + Math.pow(10, 15));
        double[] rs = {0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.49999999999999994, 2.4, -2.6, 1e17 + 0.5};
        for (double r : rs) {
            System.out.println("round(" + r + ")=" + Math.round(r) + " ceil=" + Math.ceil(r) + " floor=" + Math.floor(r) + " rint=" + Math.rint(r));
        }
        System.out.println(Math.round(2.5f) + " " + Math.round(-2.5f) + " " + Math.round(0.49999997f));
        System.out.println(Math.ceil(-0.5) + " " + Math.floor(-0.0) + " " + Math.ceil(Double.NaN));
        System.out.println(Math.signum(-3.2) + " " + Math.signum(0.0) + " " + Math.signum(-0.0) + " " + Math.signum(7f));
        System.out.println(Math.cbrt(27) + " " + Math.cbrt(-8) + " " + Math.hypot(3, 4));
        System.out.println(Math.exp(0) + " " + Math.log(1) + " " + Math.log10(1000));
        System.out.println(Math.sin(0) + " " + Math.cos(0) + " " + Math.atan2(0, -1) + " " + Math.toDegrees(Math.PI) + " " + Math.toRadians(180));
        System.out.println(Math.max(Integer.MIN_VALUE, -5) + " " + Math.min(Long.MAX_VALUE, 3L));
        System.out.println(Math.floorDiv(-7, 2) + " " + Math.floorMod(-7, 2) + " " + Math.floorDiv(7, -2) + " " + Math.floorMod(7, -2));
        System.out.println(Math.abs(Integer.MIN_VALUE) + " " + Math.negateExact(5) + " " + Math.multiplyHigh(Long.MAX_VALUE, 4L));
        System.out.println(Math.ulp(1.0) + " " + Math.nextUp(1.0) + " " + Math.nextDown(1.0f) + " " + Math.getExponent(1024.0));
        System.out.println(StrictMath.sqrt(10) + " " + StrictMath.abs(-1));
    }
}
