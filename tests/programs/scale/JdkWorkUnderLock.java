// weft: expect ok
// Covers: a worker builds a GregorianCalendar while holding a monitor that main then tries to take, so main blocks on the monitor until the worker releases it (or, in the other order, takes it first and the worker waits). Main's blocked acquisition commutes with the worker's steps until the release, so the reduction runs the worker past it; both orders are still explored (main prints 0 or the year).
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;

public class JdkWorkUnderLock {
    static final Object lock = new Object();
    static int year;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                year = new GregorianCalendar(TimeZone.getTimeZone("UTC"), Locale.US).get(Calendar.YEAR);
            }
        });
        worker.start();
        int seen;
        synchronized (lock) {
            seen = year;
        }
        worker.join();
        assert seen == 0 || seen == year : "seen " + seen;
    }
}
