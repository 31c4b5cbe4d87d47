// weft: expect exit 0
// Covers: locales other than English, whose data the JDK keeps in module jdk.localedata: String.format with grouping and decimals for Locale.GERMANY, FRANCE, ITALY and de-CH; NumberFormat number, currency and percent instances; parsing with a German NumberFormat and a Scanner; DecimalFormatSymbols; month and day names from SimpleDateFormat and DateTimeFormatter in German and French; Currency.getInstance by code and by locale (symbols, codes, fraction digits, English display names)
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.text.SimpleDateFormat;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Currency;
import java.util.Date;
import java.util.Locale;
import java.util.Scanner;
import java.util.TimeZone;

public class LocalesInternational {
    public static void main(String[] args) throws Exception {
        double amount = 1234567.891;
        for (Locale locale : new Locale[] {Locale.GERMANY, Locale.FRANCE, Locale.ITALY, Locale.forLanguageTag("de-CH"), Locale.UK}) {
            System.out.println(locale + ": " + String.format(locale, "%,.2f | %,d | %e", amount, 9876543, amount));
            System.out.println("  number " + NumberFormat.getInstance(locale).format(amount) + ", currency "
                    + NumberFormat.getCurrencyInstance(locale).format(amount) + ", percent "
                    + NumberFormat.getPercentInstance(locale).format(0.256));
            DecimalFormatSymbols symbols = DecimalFormatSymbols.getInstance(locale);
            System.out.println("  decimal '" + symbols.getDecimalSeparator() + "' grouping '" + symbols.getGroupingSeparator()
                    + "' (U+" + Integer.toHexString(symbols.getGroupingSeparator()) + ")");
        }
        System.out.println("parsed: " + NumberFormat.getInstance(Locale.GERMANY).parse("1.234,5"));
        try (Scanner scanner = new Scanner("3,25 7,5").useLocale(Locale.GERMANY)) {
            System.out.println("scanned: " + (scanner.nextDouble() + scanner.nextDouble()));
        }

        SimpleDateFormat german = new SimpleDateFormat("EEEE, d. MMMM yyyy", Locale.GERMANY);
        german.setTimeZone(TimeZone.getTimeZone("UTC"));
        System.out.println(german.format(new Date(0)));
        LocalDate date = LocalDate.of(2024, 3, 14);
        System.out.println(date.format(DateTimeFormatter.ofPattern("EEEE d MMMM yyyy", Locale.FRANCE)));
        System.out.println(date.format(DateTimeFormatter.ofPattern("EEE, d. MMM yyyy", Locale.GERMANY)));

        Currency euro = Currency.getInstance("EUR");
        Currency dollar = Currency.getInstance(Locale.US);
        Currency yen = Currency.getInstance(Locale.JAPAN);
        System.out.println(euro + " " + euro.getSymbol(Locale.GERMANY) + " " + euro.getSymbol(Locale.US) + " "
                + euro.getDefaultFractionDigits() + " " + euro.getDisplayName(Locale.US) + " " + euro.getNumericCode());
        System.out.println(dollar.getCurrencyCode() + " " + dollar.getSymbol(Locale.US) + " " + yen.getCurrencyCode() + " "
                + yen.getDefaultFractionDigits() + " " + Currency.getInstance(Locale.UK).getDisplayName(Locale.US));
        System.out.println(NumberFormat.getCurrencyInstance(Locale.JAPAN).format(1234));
        try {
            Currency.getInstance("XYZ");
        } catch (IllegalArgumentException e) {
            System.out.println("unknown currency: " + e.getClass().getSimpleName());
        }
    }
}
