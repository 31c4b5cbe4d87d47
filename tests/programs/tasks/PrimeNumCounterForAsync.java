// weft: expect ok
// weft: regions expect ok
// Covers: Table I PrimeNumCounterForAsync: forasync over 2..5 inside an explicit finish, the count incremented inside isolated; forasync registers its tasks in the enclosing finish, which joins them before the assertion.
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
