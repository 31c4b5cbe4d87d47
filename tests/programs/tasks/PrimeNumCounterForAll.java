// weft: expect ok
// weft: regions expect ok
// weft: regions sharing PrimeNumCounterForAll.count
// Covers: Table I PrimeNumCounterForAll (the paper's region search reported a race here, wrongly): forall over 2..5 with the count incremented inside isolated; no race, and the count is asserted after the forall. Region scheduling lists PrimeNumCounterForAll.count as uncovered sharing: the main task reads it after the finish, outside every isolated block; the finish orders that read, but the report does not use happens-before, and an access outside every exclusion is exposed to one inside an isolated block (docs/design.md, "Exclusions"), so the region-scheduled ok is no proof until the read is annotated.
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
