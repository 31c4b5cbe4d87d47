// weft: expect assertion
// Covers: a weak compare-and-set (`AtomicInteger.weakCompareAndSetPlain`) that the program assumes succeeds because nobody competes. Its specification lets it fail spuriously (LL/SC hardware does), so the assertion can fail; the search explores the spurious failure of the program's own weak compare-and-sets (before, it never failed one and said ok).
import java.util.concurrent.atomic.AtomicInteger;

public class WeakCasAssumedToSucceed {
    static final AtomicInteger state = new AtomicInteger();

    public static void main(String[] args) {
        boolean won = state.weakCompareAndSetPlain(0, 1);
        assert won : "nobody else competes, so the compare-and-set must succeed";
    }
}
