// weft: expect no-race
// Covers: two threads make their first use of JDK classes whose static initializers build HashMaps and other unsynchronized tables (Character.UnicodeBlock's map, enum valueOf's constant directory, Locale and String.format machinery): the JVM initializes a JDK class when it likes, and its initializer's writes of that state are the JDK's, not the program's, so the later reads race with nothing.
import java.time.DayOfWeek;
import java.util.Locale;

public class JdkStaticTablesOk {
    static String use() {
        Character.UnicodeBlock block = Character.UnicodeBlock.forName("BASIC_LATIN");
        DayOfWeek day = DayOfWeek.valueOf("MONDAY");
        return block + " " + day + " " + Locale.forLanguageTag("fr-CA").getCountry();
    }

    public static void main(String[] args) throws InterruptedException {
        String[] seen = new String[1];
        Thread other = new Thread(() -> seen[0] = use());
        other.start();
        String mine = use();
        other.join();
        System.out.println(mine.equals(seen[0]));
    }
}
