// weft: expect race NumberFormatTwoWorkersRacy.last
// Covers: as NumberFormatTwoWorkers, but each worker also stores its text into one plain static field that main reads after joining both: the two writes race (nothing orders them). The JDK's lookups, which run as one step with the JDK's own lambdas inside them, hide nothing of the program's.
import java.text.NumberFormat;
import java.util.Locale;

public class NumberFormatTwoWorkersRacy {
    static String last;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> last = NumberFormat.getInstance(Locale.US).format(1234));
        Thread t2 = new Thread(() -> last = NumberFormat.getInstance(Locale.US).format(5678));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println(last);
    }
}
