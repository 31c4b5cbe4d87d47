// weft: expect ok
// Covers: two workers each get NumberFormat.getInstance(Locale.US) (the first lookups of the JDK's locale providers, in both threads at once) and format their own number; main joins both and checks the texts. Inside the lookups the JDK runs lambdas of its own (`doPrivileged` actions of the locale provider adapters) and weft's stand-ins for JDK code (`Class.getModule`, the locale data's index): these are part of the lookup, as the JDK's other code is, not program code with scheduling points (before, 14,342 states and 11 s; now a few hundred).
import java.text.NumberFormat;
import java.util.Locale;

public class NumberFormatTwoWorkers {
    public static void main(String[] args) throws InterruptedException {
        String[] out = new String[2];
        Thread t1 = new Thread(() -> out[0] = NumberFormat.getInstance(Locale.US).format(1234));
        Thread t2 = new Thread(() -> out[1] = NumberFormat.getInstance(Locale.US).format(5678));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert out[0].equals("1,234") && out[1].equals("5,678") : out[0] + " " + out[1];
    }
}
