// weft: expect exit 0
// Covers: CPU-bound loops with int/long/double accumulation (hundreds of thousands of iterations): sums, Collatz lengths, sieve of Eratosthenes, modular exponentiation, LCG random generator, nested loops, a simple hash mix; results must be exact
public class LongLoops {
    static long modPow(long base, long exp, long mod) {
        long result = 1;
        base %= mod;
        while (exp > 0) {
            if ((exp & 1) == 1) {
                result = result * base % mod;
            }
            base = base * base % mod;
            exp >>= 1;
        }
        return result;
    }

    public static void main(String[] args) {
        long sum = 0;
        for (int i = 1; i <= 300_000; i++) {
            sum += (long) i * i;
        }
        System.out.println("sum of squares: " + sum);
        int bestStart = 0, bestLen = 0;
        for (int start = 1; start < 20_000; start++) {
            long n = start;
            int len = 1;
            while (n != 1) {
                n = (n & 1) == 0 ? n >> 1 : 3 * n + 1;
                len++;
            }
            if (len > bestLen) {
                bestLen = len;
                bestStart = start;
            }
        }
        System.out.println("collatz: " + bestStart + " len " + bestLen);
        int limit = 100_000;
        boolean[] composite = new boolean[limit + 1];
        int count = 0;
        long primeSum = 0;
        for (int i = 2; i <= limit; i++) {
            if (!composite[i]) {
                count++;
                primeSum += i;
                for (long j = (long) i * i; j <= limit; j += i) {
                    composite[(int) j] = true;
                }
            }
        }
        System.out.println("primes: " + count + " sum " + primeSum);
        System.out.println("modPow: " + modPow(3, 1_000_000_006L, 1_000_000_007L) + " " + modPow(2, 62, Long.MAX_VALUE));
        long seed = 12345;
        int hist0 = 0;
        for (int i = 0; i < 100_000; i++) {
            seed = (seed * 0x5DEECE66DL + 0xBL) & ((1L << 48) - 1);
            int r = (int) (seed >>> 17) % 10;
            if (r == 0) {
                hist0++;
            }
        }
        System.out.println("lcg: " + seed + " zeros " + hist0);
        double harmonic = 0;
        for (int i = 1; i <= 200_000; i++) {
            harmonic += 1.0 / i;
        }
        System.out.println("harmonic: " + harmonic);
        int h = 0;
        for (int i = 0; i < 200_000; i++) {
            h ^= i;
            h = (h << 5) | (h >>> 27);
            h += 0x9E3779B9;
        }
        System.out.println("mix: " + h);
        long pairs = 0;
        for (int i = 0; i < 600; i++) {
            for (int j = i; j < 600; j++) {
                if (((i ^ j) & 3) == 0) {
                    pairs++;
                }
            }
        }
        System.out.println("pairs: " + pairs);
        float fsum = 0f;
        for (int i = 0; i < 100_000; i++) {
            fsum += 0.01f;
        }
        System.out.println("float sum: " + fsum);
    }
}
