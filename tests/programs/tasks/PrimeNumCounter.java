// weft: expect ok
// weft: regions expect ok
// weft: regions sharing PrimeNumCounter.count
// Covers: Table I PrimeNumCounter: one async per candidate in 2..5; a task that finds a prime increments the shared count inside isolated; the finish joins all tasks before the count (3 primes) is asserted. Region scheduling lists PrimeNumCounter.count as uncovered sharing: the main task reads it after the finish, outside every isolated block; the finish orders that read, but the report does not use happens-before, and an access outside every exclusion is exposed to one inside an isolated block (docs/design.md, "Exclusions"), so the region-scheduled ok is no proof until the read is annotated.
import static edu.rice.hj.Module1.*;

public class PrimeNumCounter {
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
            finish(() -> {
                for (int n = 2; n <= 5; n++) {
                    final int candidate = n;
                    async(() -> {
                        if (isPrime(candidate)) {
                            isolated(() -> count++);
                        }
                    });
                }
            });
            assert count == 3 : "primes: " + count;
        });
    }
}
