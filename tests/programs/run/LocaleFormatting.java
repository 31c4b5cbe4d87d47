// weft: expect exit 0
// Covers: library code that reaches the locale providers (created by Constructor.newInstance): Scanner on a String (nextInt, nextDouble, next, hasNextInt, nextLine, a delimiter), NumberFormat (number, integer, percent), DecimalFormat patterns, MessageFormat with numbers, String.format with grouping, SimpleDateFormat and Date.toString in UTC
import java.text.DecimalFormat;
import java.text.MessageFormat;
import java.text.NumberFormat;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.Locale;
import java.util.Scanner;
import java.util.TimeZone;

public class LocaleFormatting {
    public static void main(String[] args) {
        Scanner sc = new Scanner("3 4 hello 2.5\nsecond line\nx");
        int a = sc.nextInt();
        int b = sc.nextInt();
        String w = sc.next();
        double d = sc.nextDouble();
        System.out.println(a + b + " " + w + " " + d);
        sc.nextLine();
        System.out.println("line: " + sc.nextLine());
        System.out.println("int next? " + sc.hasNextInt() + " " + sc.next() + " more? " + sc.hasNext());
        Scanner csv = new Scanner("1, 2,3 ,  4").useDelimiter("\\s*,\\s*");
        int sum = 0;
        while (csv.hasNextInt()) {
            sum += csv.nextInt();
        }
        System.out.println("csv sum " + sum);
        System.out.println(NumberFormat.getInstance(Locale.US).format(1234567.891));
        System.out.println(NumberFormat.getIntegerInstance(Locale.US).format(2.5) + " "
                + NumberFormat.getIntegerInstance(Locale.US).format(3.5));
        System.out.println(NumberFormat.getPercentInstance(Locale.US).format(0.256));
        System.out.println(new DecimalFormat("#,##0.00").format(9876.5) + " " + new DecimalFormat("000.#").format(3.14));
        System.out.println(MessageFormat.format("{0} has {1} items costing {2,number,#.##}", "cart", 1234, 9.876));
        System.out.println(String.format("%,d %.3f %08.2f %-5s| %x %e", 1234567, Math.PI, -3.5, "x", 255, 12345.678));
        SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd HH:mm:ss EEE MMM", Locale.US);
        f.setTimeZone(TimeZone.getTimeZone("UTC"));
        System.out.println(f.format(new Date(86_400_000L * 365 + 3_723_000L)));
    }
}
