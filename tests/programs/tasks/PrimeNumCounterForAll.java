// weft: expect ok
// weft: regions expect ok
// Covers: Table I PrimeNumCounterForAll (the paper's region search reported a race here, wrongly): forall over 2..5 with the count incremented inside isolated; no race, and the count is asserted after the forall.
import static edu.rice.hj.Module1.*;

public class PrimeNumCounterForAll {
    static int count;

    static boolean isPrime(int n) {
        for (int d = 2; d * d <= n; d++) {
            if (n % d == 0) {
                return false;
            }
        }
        return n > 1;
    }

    public static void main(String[] args) {
        launchHabaneroApp(() -> {
            forall(2, 5, (n) -> {
                if (isPrime(n)) {
                    isolated(() -> count++);
                }
            });
            assert count == 3 : "primes: " + count;
        });
    }
}
