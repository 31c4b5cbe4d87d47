// weft: expect ok
// weft: regions expect ok
// weft: regions sharing PrimeNumCounterForAsync.count
// Covers: Table I PrimeNumCounterForAsync: forasync over 2..5 inside an explicit finish, the count incremented inside isolated; forasync registers its tasks in the enclosing finish, which joins them before the assertion. Region scheduling lists PrimeNumCounterForAsync.count as uncovered sharing: the main task reads it after the finish, outside every isolated block; the finish orders that read, but the report does not use happens-before, and an access outside every exclusion is exposed to one inside an isolated block (docs/design.md, "Exclusions"), so the region-scheduled ok is no proof until the read is annotated.
import static edu.rice.hj.Module1.*;

public class PrimeNumCounterForAsync {
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
                forasync(2, 5, (n) -> {
                    if (isPrime(n)) {
                        isolated(() -> count++);
                    }
                });
            });
            assert count == 3 : "primes: " + count;
        });
    }
}
