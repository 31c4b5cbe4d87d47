// weft: expect race LocaleLookupsTwoThreadsRacy.latest
// Covers: two threads each look up a locale (the JDK's lookups run as one step each) and store it into one plain static field, which main reads after joining them: the two writes race (nothing orders them), while everything inside the JDK's caches is the JDK's own business.
import java.util.Locale;

public class LocaleLookupsTwoThreadsRacy {
    static Locale latest;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> latest = Locale.forLanguageTag("fr-CA"));
        Thread t2 = new Thread(() -> latest = Locale.forLanguageTag("de-CH"));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println(latest);
    }
}
