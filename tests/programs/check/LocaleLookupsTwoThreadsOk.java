// weft: expect ok
// Covers: two threads each look up the locale "fr-CA" for the first time (`Locale.forLanguageTag`: the JDK's `BaseLocale` and `LocaleObjectCache` caches, which both threads fill), each into its own field, and main checks both after joining them. The JDK's lookups run as one step each (docs/design.md, "The JDK's lookups of locale data"); `tests/por_equivalence.rs` compares the verdict with `--interleave-jdk`, which interleaves their insides.
import java.util.Locale;

public class LocaleLookupsTwoThreadsOk {
    static Locale first;
    static Locale second;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> first = Locale.forLanguageTag("fr-CA"));
        Thread t2 = new Thread(() -> second = Locale.forLanguageTag("fr-CA"));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert first.equals(second) && first.getCountry().equals("CA") : first + " " + second;
    }
}
