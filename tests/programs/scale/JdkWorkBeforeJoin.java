// weft: expect ok
// Covers: one worker builds a GregorianCalendar for UTC (its first use: 42,000 scheduling points inside the JDK's locale and time-zone code) while main, already past `start`, is about to `join` it; main reads the year only after the join. Every state of the worker's computation used to be stored (two threads enabled: 42,000 states, not finished in 30 s, 5 GB); main's next step only blocks, so the reduction runs the worker past it.
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;

public class JdkWorkBeforeJoin {
    static int year;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> year = new GregorianCalendar(TimeZone.getTimeZone("UTC"), Locale.US).get(Calendar.YEAR));
        worker.start();
        worker.join();
        assert year > 2000 : "year " + year;
    }
}
