// weft: expect ok
// Covers: one `DateTimeFormatter.ofPattern("dd MMM yyyy", Locale.US)` (a static final, the textbook thread-safe use) formats a date in each of two workers; main joins both and checks the texts. The month's name comes from the JDK's lookups of locale data (one step each), which run JDK lambdas (`CLDRLocaleProviderAdapter`'s `doPrivileged` actions) inside them: before, those lambdas counted as program code and the run did not finish in 30 s (2,330 states); now it takes under 2 s.
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

public class MonthNamesTwoWorkers {
    static final DateTimeFormatter FORMAT = DateTimeFormatter.ofPattern("dd MMM yyyy", Locale.US);

    public static void main(String[] args) throws InterruptedException {
        String[] out = new String[2];
        Thread t1 = new Thread(() -> out[0] = FORMAT.format(LocalDate.of(2024, 1, 5)));
        Thread t2 = new Thread(() -> out[1] = FORMAT.format(LocalDate.of(2024, 2, 6)));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert out[0].equals("05 Jan 2024") && out[1].equals("06 Feb 2024") : out[0] + " " + out[1];
    }
}
