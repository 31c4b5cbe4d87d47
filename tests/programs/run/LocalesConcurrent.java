// weft: expect exit 0
// Covers: two threads load and use the locale data of different non-English locales at the same time (Locale.GERMANY and Locale.FRANCE: NumberFormat currency instances, String.format with grouping, Currency.getInstance by locale, which shares the JDK's caches of locale data and currencies); each keeps its own formatter, and main prints the results after joining both
import java.text.NumberFormat;
import java.util.Currency;
import java.util.Locale;

public class LocalesConcurrent {
    static String german;
    static String french;

    static String describe(Locale locale) {
        NumberFormat currency = NumberFormat.getCurrencyInstance(locale);
        return locale + " " + currency.format(98765.4321) + " " + String.format(locale, "%,.3f", 1234.5678) + " "
                + Currency.getInstance(locale).getCurrencyCode();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> german = describe(Locale.GERMANY));
        Thread b = new Thread(() -> french = describe(Locale.FRANCE));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(german);
        System.out.println(french);
    }
}
