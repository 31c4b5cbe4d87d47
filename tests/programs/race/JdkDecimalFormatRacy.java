// weft: expect race java.text.DecimalFormat
// Covers: one DecimalFormat shared by two threads that format with it: DecimalFormat is not thread-safe, and format() first decides whether its fast path applies, writing the formatter's plain fields isFastPath and fastPathCheckNeeded (true after construction) in both threads with nothing ordering them: a race on its state. Each thread's result goes to its own array element, read after the joins.
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

public class JdkDecimalFormatRacy {
    public static void main(String[] args) throws InterruptedException {
        DecimalFormat twoDigits = new DecimalFormat("0.00", DecimalFormatSymbols.getInstance(Locale.US));
        String[] formatted = new String[2];
        Thread a = new Thread(() -> formatted[0] = twoDigits.format(1.5));
        Thread b = new Thread(() -> formatted[1] = twoDigits.format(22.25));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(formatted[0] + " " + formatted[1]);
    }
}
