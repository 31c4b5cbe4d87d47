// weft: expect race java.util.GregorianCalendar
// weft: check-args --stop-on-first
// Covers: the classic SimpleDateFormat misuse: one formatter shared by two threads, each formatting its own date. format() keeps the date in the formatter's Calendar (setTime, then reads of its fields), so the calls race on the calendar's state, reported at the two format calls. (The whole search takes minutes: formatting is long JDK code with many shared accesses; the first race is found on the first path.)
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

public class JdkSimpleDateFormatRacy {
    static final SimpleDateFormat format = new SimpleDateFormat("yyyy", Locale.ROOT);

    public static void main(String[] args) throws InterruptedException {
        format.setTimeZone(TimeZone.getTimeZone("UTC"));
        Thread a = new Thread(() -> format.format(new Date(0)));
        Thread b = new Thread(() -> format.format(new Date(1L << 40)));
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
