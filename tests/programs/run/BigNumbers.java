// weft: expect exit 0
// Covers: java.math.BigInteger (factorial, pow, mod, modPow, gcd, negative numbers, toString radix, bitLength, compareTo) and BigDecimal (exact decimal addition, scale, setScale with RoundingMode.HALF_UP/HALF_EVEN, divide with MathContext, stripTrailingZeros, toPlainString, equals vs compareTo)
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

public class BigNumbers {
    public static void main(String[] args) {
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= 30; i++) {
            f = f.multiply(BigInteger.valueOf(i));
        }
        System.out.println("30! = " + f + " bits=" + f.bitLength());
        BigInteger two = BigInteger.TWO;
        System.out.println(two.pow(100) + " " + two.pow(100).mod(BigInteger.valueOf(97)) + " " + two.modPow(BigInteger.valueOf(100), BigInteger.valueOf(97)));
        BigInteger a = new BigInteger("-123456789012345678901234567890");
        BigInteger b = new BigInteger("987654321");
        System.out.println(a.add(b) + " " + a.divide(b) + " " + a.remainder(b) + " " + a.mod(b) + " " + a.gcd(b) + " " + a.signum() + " " + a.abs().compareTo(b));
        System.out.println(new BigInteger("ff", 16) + " " + BigInteger.valueOf(255).toString(2) + " " + BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE));
        BigDecimal x = new BigDecimal("0.1");
        BigDecimal sum = BigDecimal.ZERO;
        for (int i = 0; i < 10; i++) {
            sum = sum.add(x);
        }
        System.out.println(sum + " " + sum.scale() + " " + sum.equals(BigDecimal.ONE) + " " + (sum.compareTo(BigDecimal.ONE) == 0));
        System.out.println(new BigDecimal("2.345").setScale(2, RoundingMode.HALF_UP) + " " + new BigDecimal("2.345").setScale(2, RoundingMode.HALF_EVEN)
            + " " + new BigDecimal("-2.5").setScale(0, RoundingMode.HALF_UP) + " " + new BigDecimal("2.5").setScale(0, RoundingMode.HALF_EVEN));
        System.out.println(BigDecimal.ONE.divide(new BigDecimal(3), new MathContext(20)) + " " + new BigDecimal("10").divide(new BigDecimal("4")));
        try {
            BigDecimal.ONE.divide(new BigDecimal(3));
        } catch (ArithmeticException e) {
            System.out.println("AE: " + e.getMessage());
        }
        System.out.println(new BigDecimal("1.500").stripTrailingZeros() + " " + new BigDecimal("1E+5").toPlainString() + " " + new BigDecimal(0.1));
        System.out.println(new BigDecimal("123.456").multiply(new BigDecimal("-2")) + " " + BigDecimal.valueOf(2.5) + " " + BigDecimal.valueOf(100, 3));
    }
}
