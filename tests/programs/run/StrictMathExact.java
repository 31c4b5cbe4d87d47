// weft: expect exit 0
// Covers: every native of java.lang.StrictMath (sin, cos, tan, asin, acos, atan, atan2, log, log10, log1p, expm1, sinh, cosh, tanh, sqrt, IEEEremainder) bit for bit, over special values (signed zeros, subnormals, infinities, NaN, range boundaries of fdlibm's algorithms, multiples of pi/2, arguments beyond 2^20*pi/2 that need the long reduction) and SplittableRandom inputs over several ranges; results printed as Double.doubleToLongBits in hex
import java.util.SplittableRandom;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;

public class StrictMathExact {
    static final SplittableRandom RND = new SplittableRandom(20240917L);
    static final int RANDOM_INPUTS = 180;

    static final double[] SPECIALS = {
        0.0, -0.0, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, 0x0.fffffffffffffp-1022, 1.0, -1.0,
        0.5, -0.5, 2.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, Double.MAX_VALUE,
        -Double.MAX_VALUE, 1e-300, -1e-300, 1e300, -1e300, Math.PI / 2, -Math.PI / 2, Math.PI, 3 * Math.PI / 4,
        Math.PI / 4, 0x1p-27, 0x1.fffffffffffffp-28, 0x1p-28, 0x1p-29, 0x1p-54, 0x1p-55, 0.3, 0.6744, 0.78125,
        22.0, -22.0, 0.975, 0.4375, 0.6875, 1.1875, 2.4375, 0x1p66, 0x1p19 * Math.PI / 2,
        0x1p20 * Math.PI / 2, Math.nextUp(0x1p20 * Math.PI / 2), 1e22, 0x1p1023, 709.782712893384, 709.79,
        710.4758600739439, 710.476, -745.1332191019412, -746.0, 0.41422, -0.2929, 38.816242111356935,
        0.34657359027997264, 1.0397207708399179, 0.1, 2.5, 3.0, 4.4, 1e-10, 1e5, 1e15, 0.9999999999999999,
        1.0000000000000002, -0.9999999999999999, 1e-320,
    };

    public static void main(String[] args) {
        unary("sin", StrictMath::sin, -1e4, 1e4);
        unary("cos", StrictMath::cos, -1e4, 1e4);
        unary("tan", StrictMath::tan, -1e4, 1e4);
        unary("asin", StrictMath::asin, -1, 1);
        unary("acos", StrictMath::acos, -1, 1);
        unary("atan", StrictMath::atan, -50, 50);
        unary("log", StrictMath::log, 0, 1e3);
        unary("log10", StrictMath::log10, 0, 1e3);
        unary("log1p", StrictMath::log1p, -1, 10);
        unary("expm1", StrictMath::expm1, -40, 40);
        unary("sinh", StrictMath::sinh, -30, 30);
        unary("cosh", StrictMath::cosh, -30, 30);
        unary("tanh", StrictMath::tanh, -25, 25);
        unary("sqrt", StrictMath::sqrt, 0, 1e6);
        binary("atan2", StrictMath::atan2);
        binary("IEEEremainder", StrictMath::IEEEremainder);
    }

    /** A random double: uniform over [lo, hi], or with a random exponent, or near pi/2's multiples. */
    static double random(double lo, double hi) {
        switch (RND.nextInt(5)) {
            case 0:
            case 1:
                return lo + (hi - lo) * RND.nextDouble();
            case 2: { // any exponent
                long exp = RND.nextInt(0x7ff);
                return Double.longBitsToDouble((RND.nextLong() & 0x800fffffffffffffL) | exp << 52);
            }
            case 3: { // small and moderate magnitudes
                long exp = 1023 + RND.nextInt(-60, 12);
                return Double.longBitsToDouble((RND.nextLong() & 0x800fffffffffffffL) | exp << 52);
            }
            default: { // a few ulps from a multiple of pi/2
                double m = RND.nextInt(1, 1 << 22) * (Math.PI / 2);
                return Double.longBitsToDouble(Double.doubleToRawLongBits(m) + RND.nextInt(-4, 5));
            }
        }
    }

    static void unary(String name, DoubleUnaryOperator f, double lo, double hi) {
        Printer p = new Printer(name);
        for (double x : SPECIALS) {
            p.add(f.applyAsDouble(x));
            p.add(f.applyAsDouble(-x));
        }
        for (int i = 0; i < RANDOM_INPUTS; i++) {
            p.add(f.applyAsDouble(random(lo, hi)));
        }
        p.finish();
    }

    static void binary(String name, DoubleBinaryOperator f) {
        Printer p = new Printer(name);
        double[] vs = {0.0, -0.0, 1.0, -1.0, 2.5, -3.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN,
            Double.MIN_VALUE, Double.MAX_VALUE, 0x1p61, 1e-300};
        for (double y : vs) {
            for (double x : vs) {
                p.add(f.applyAsDouble(y, x));
            }
        }
        for (int i = 0; i < RANDOM_INPUTS; i++) {
            double y = random(-10, 10);
            double x = RND.nextBoolean() ? random(-10, 10) : y * (RND.nextDouble() * 4 - 2) * Math.scalb(1.0, RND.nextInt(-70, 70));
            p.add(f.applyAsDouble(y, x));
        }
        p.finish();
    }

    /** Prints results as hex bits, eight a line, then their count and a checksum. */
    static final class Printer {
        final StringBuilder line = new StringBuilder();
        int count;
        long sum;

        Printer(String name) {
            System.out.println("== " + name);
        }

        void add(double r) {
            long bits = Double.doubleToLongBits(r);
            sum = sum * 31 + bits;
            count++;
            line.append(Long.toHexString(bits)).append(' ');
            if (count % 8 == 0) {
                System.out.println(line.toString().trim());
                line.setLength(0);
            }
        }

        void finish() {
            if (line.length() > 0) {
                System.out.println(line.toString().trim());
            }
            System.out.println("count " + count + " checksum " + Long.toHexString(sum));
        }
    }
}
