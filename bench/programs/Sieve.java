/** CPU-bound benchmark: sieve of Eratosthenes over 5,000,000, several rounds. */
public class Sieve {
    static int sieve(int n) {
        boolean[] composite = new boolean[n + 1];
        int count = 0;
        for (int i = 2; i <= n; i++) {
            if (!composite[i]) {
                count++;
                for (long j = (long) i * i; j <= n; j += i) {
                    composite[(int) j] = true;
                }
            }
        }
        return count;
    }

    public static void main(String[] args) {
        int n = 5_000_000;
        int rounds = 3;
        long checksum = 0;
        for (int r = 0; r < rounds; r++) {
            int c = sieve(n - r);
            checksum = checksum * 31 + c;
        }
        System.out.println("primes below " + n + ": " + sieve(n));
        System.out.println("checksum " + checksum);
    }
}
