// Prints `name input-bits [input-bits] result-bits` lines (hex) of java.lang.StrictMath's fdlibm
// functions, the expected values of weft's natives/fdlibm.rs. `java StrictMathTable.java` wrote
// strictmath_fdlibm.txt (specials plus 160 random inputs per function);
// `java StrictMathTable.java N SEED` prints N random inputs per function for a check at scale.
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;

public class StrictMathTable {
    static SplittableRandom rnd;

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 160;
        rnd = new SplittableRandom(args.length > 1 ? Long.parseLong(args[1]) : 17);
        boolean specials = args.length == 0;
        StringBuilder out = new StringBuilder();
        unary(out, "sin", StrictMath::sin, n, specials, Kind.TRIG);
        unary(out, "cos", StrictMath::cos, n, specials, Kind.TRIG);
        unary(out, "tan", StrictMath::tan, n, specials, Kind.TRIG);
        unary(out, "asin", StrictMath::asin, n, specials, Kind.UNIT);
        unary(out, "acos", StrictMath::acos, n, specials, Kind.UNIT);
        unary(out, "atan", StrictMath::atan, n, specials, Kind.WIDE);
        unary(out, "log", StrictMath::log, n, specials, Kind.LOG);
        unary(out, "log10", StrictMath::log10, n, specials, Kind.LOG);
        unary(out, "log1p", StrictMath::log1p, n, specials, Kind.LOG1P);
        unary(out, "expm1", StrictMath::expm1, n, specials, Kind.EXP);
        unary(out, "exp", StrictMath::exp, n, specials, Kind.EXP);
        unary(out, "sinh", StrictMath::sinh, n, specials, Kind.HYP);
        unary(out, "cosh", StrictMath::cosh, n, specials, Kind.HYP);
        unary(out, "tanh", StrictMath::tanh, n, specials, Kind.HYP);
        binary(out, "atan2", StrictMath::atan2, n, specials);
        binary(out, "IEEEremainder", StrictMath::IEEEremainder, n, specials);
        System.out.print(out);
    }

    enum Kind { TRIG, UNIT, WIDE, LOG, LOG1P, EXP, HYP }

    static final double[] SPECIALS = {
        0.0, Double.MIN_VALUE, Double.MIN_NORMAL, Math.nextDown(Double.MIN_NORMAL), 1.0, 2.0, 0.5,
        Double.POSITIVE_INFINITY, Double.NaN, Double.MAX_VALUE, 1e-300, 1e300, 1e22, 1e-20, 1e308,
        Math.PI / 2, Math.PI, Math.PI / 4, 3 * Math.PI / 4, 2 * Math.PI, 0x1p-27, 0x1p-28, 0x1p-29, 0x1p-54,
        0x1p-55, 0x1p-57, 0.3, 0.6744, 0.78125, 22, 0.975, 0.4375, 0.6875, 1.1875, 2.4375, 0x1p66, 0x1p60,
        0x1p19 * Math.PI / 2, 0x1p20 * Math.PI / 2, 0x1p20 * Math.PI / 2 + 1000, 0x1p30, 0x1p52, 0x1p53,
        0x1p1023, 7.09782712893383973096e+02, 709.79, 710.4758600739439, 710.476, 7.45133219101941108420e+02,
        746, 0.41422, 0.2929, 56 * 0.6931471805599453, 0.34657359027997264, 1.0397207708399179, 0.1,
        2.5, 3.0, 4.4, 1e-10, 1e-5, 1e5, 1e10, 1e15, 1e20, 1e100, 1e200, 123456789.0, 0.9999999999999999,
        1.0000000000000002, 40, 100, 700, 0x1.6a09e667f3bcdp0, 0x1.6a09e667f3bcdp-1, 10, 1000, 3.0e-7,
    };

    static List<Double> specials(Kind kind) {
        List<Double> xs = new ArrayList<>();
        for (double s : SPECIALS) {
            for (double v : new double[] {s, Math.nextUp(s), Math.nextDown(s)}) {
                xs.add(v);
                xs.add(-v);
            }
        }
        if (kind == Kind.TRIG) {
            for (int k = 1; k <= 40; k++) {
                double v = k * (Math.PI / 2);
                xs.add(v);
                xs.add(-v);
                xs.add(Math.nextUp(v));
            }
            xs.add(Double.longBitsToDouble(0x7ff8000000000001L)); // a NaN with a payload
        }
        return xs;
    }

    static long bits(double d) {
        return Double.doubleToRawLongBits(d);
    }

    static double uniform(double lo, double hi) {
        return lo + (hi - lo) * rnd.nextDouble();
    }

    /** A random double with a random exponent in [lo, hi] (sub-normal below -1022), random sign. */
    static double logUniform(int lo, int hi, boolean signed) {
        int e = lo + rnd.nextInt(hi - lo + 1);
        long mant = rnd.nextLong() & 0xfffffffffffffL;
        double v = e < -1022 ? Double.longBitsToDouble(mant >>> Math.min(52, -1022 - e)) : Double.longBitsToDouble(((long) (e + 1023) << 52) | mant);
        return signed && rnd.nextBoolean() ? -v : v;
    }

    static double random(Kind kind) {
        int pick = rnd.nextInt(8);
        if (pick == 7) {
            return Double.longBitsToDouble(rnd.nextLong()); // any bit pattern
        }
        switch (kind) {
            case TRIG:
                switch (pick) {
                    case 0: return uniform(-Math.PI / 4, Math.PI / 4);
                    case 1: return uniform(-10, 10);
                    case 2: return uniform(-1e3, 1e3);
                    case 3: return uniform(-0x1p19 * Math.PI / 2, 0x1p19 * Math.PI / 2);
                    case 4: return 0x1p20 * Math.PI / 2 + uniform(-1e4, 1e4);
                    case 5: { // near a multiple of pi/2
                        double v = (1 + rnd.nextInt(2_000_000)) * (Math.PI / 2);
                        long b = bits(v) + rnd.nextInt(-8, 9);
                        return rnd.nextBoolean() ? Double.longBitsToDouble(b) : -Double.longBitsToDouble(b);
                    }
                    default: return logUniform(-60, 1023, true);
                }
            case UNIT:
                switch (pick) {
                    case 0: case 1: return uniform(-1, 1);
                    case 2: return uniform(-0.5, 0.5);
                    case 3: return (rnd.nextBoolean() ? 1 : -1) * (1 - logUniform(-60, -2, false));
                    case 4: return logUniform(-70, -1, true);
                    case 5: return uniform(-1.1, 1.1);
                    default: return uniform(0.9, 1.0) * (rnd.nextBoolean() ? 1 : -1);
                }
            case WIDE:
                switch (pick) {
                    case 0: return uniform(-3, 3);
                    case 1: return uniform(-0.5, 0.5);
                    case 2: return uniform(-100, 100);
                    case 3: return logUniform(-40, 80, true);
                    default: return logUniform(-1074, 1023, true);
                }
            case LOG:
                switch (pick) {
                    case 0: return uniform(0, 10);
                    case 1: return 1 + logUniform(-60, -1, true);
                    case 2: return uniform(0.5, 2);
                    case 3: return logUniform(-1074, -1020, false);
                    case 4: return Math.pow(10, rnd.nextInt(-300, 300)) * (rnd.nextInt(10) == 0 ? 1 : uniform(0.99, 1.01));
                    default: return logUniform(-1074, 1023, rnd.nextInt(20) == 0);
                }
            case LOG1P:
                switch (pick) {
                    case 0: return uniform(-1, 1);
                    case 1: return uniform(-0.3, 0.42);
                    case 2: return -1 + logUniform(-60, -1, false);
                    case 3: return logUniform(-70, -1, true);
                    case 4: return logUniform(0, 1023, false);
                    case 5: return uniform(-1, 100);
                    default: return logUniform(-1074, 60, true);
                }
            case EXP:
                switch (pick) {
                    case 0: return uniform(-40, 40);
                    case 1: return uniform(-800, 800);
                    case 2: return logUniform(-70, 0, true);
                    case 3: return rnd.nextInt(-1100, 1100) * 0.6931471805599453 + uniform(-1e-3, 1e-3);
                    case 4: return uniform(-2, 2);
                    case 5: return uniform(700, 710) * (rnd.nextBoolean() ? 1 : -1.05);
                    default: return logUniform(-1074, 10, true);
                }
            default: // HYP
                switch (pick) {
                    case 0: return uniform(-25, 25);
                    case 1: return uniform(-720, 720);
                    case 2: return logUniform(-70, 0, true);
                    case 3: return uniform(-2, 2);
                    case 4: return uniform(705, 711) * (rnd.nextBoolean() ? 1 : -1);
                    case 5: return uniform(20, 24) * (rnd.nextBoolean() ? 1 : -1);
                    default: return logUniform(-1074, 10, true);
                }
        }
    }

    static void unary(StringBuilder out, String name, DoubleUnaryOperator f, int n, boolean withSpecials, Kind kind) {
        List<Double> xs = withSpecials ? specials(kind) : new ArrayList<>();
        for (int i = 0; i < n; i++) {
            xs.add(random(kind));
        }
        for (double x : withSpecials ? xs.stream().mapToLong(Double::doubleToRawLongBits).distinct().mapToDouble(Double::longBitsToDouble).toArray() : xs.stream().mapToDouble(Double::doubleValue).toArray()) {
            out.append(String.format("%s %016x %016x%n", name, bits(x), bits(f.applyAsDouble(x))));
        }
    }

    static void binary(StringBuilder out, String name, DoubleBinaryOperator f, int n, boolean withSpecials) {
        List<double[]> ps = new ArrayList<>();
        if (withSpecials) {
            double[] vs = {0.0, -0.0, 1.0, -1.0, 2.5, -2.5, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN,
                Double.MIN_VALUE, -Double.MAX_VALUE, 0x1p61, 1e-300};
            for (double y : vs) {
                for (double x : vs) {
                    ps.add(new double[] {y, x});
                }
            }
        }
        for (int i = 0; i < n; i++) {
            double y, x;
            switch (rnd.nextInt(5)) {
                case 0: y = uniform(-10, 10); x = uniform(-10, 10); break;
                case 1: y = random(Kind.WIDE); x = random(Kind.WIDE); break;
                case 2: y = logUniform(-1074, 1023, true); x = logUniform(-1074, 1023, true); break;
                case 3: y = uniform(-1, 1); x = rnd.nextBoolean() ? 1.0 : -1.0; break;
                default: y = logUniform(-10, 10, true); x = y * (rnd.nextBoolean() ? 1 : -1) * Math.pow(2, rnd.nextInt(-70, 70)) * uniform(0.5, 2); break;
            }
            ps.add(new double[] {y, x});
        }
        for (double[] p : ps) {
            out.append(String.format("%s %016x %016x %016x%n", name, bits(p[0]), bits(p[1]), bits(f.applyAsDouble(p[0], p[1]))));
        }
    }
}
