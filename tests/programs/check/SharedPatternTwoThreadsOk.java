// weft: expect ok
// Covers: main compiles a `Pattern` and two threads match their own text against it. The JDK's matching code reads the pattern's nodes (`Pattern$Branch.atoms`, `GroupHead.localIndex`, the node arrays), which nobody writes once the pattern is shared: those reads run without scheduling points (docs/design.md, "Reads of the JDK's state nobody writes once shared"), and the two threads' matches, each one step, cannot interfere. Each thread writes only its own slot of `found`, which main reads after joining both.
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class SharedPatternTwoThreadsOk {
    static final Pattern WORDS = Pattern.compile("(cat|dog)s? (\\d+)");

    public static void main(String[] args) throws InterruptedException {
        String[] found = new String[2];
        Thread t1 = new Thread(() -> found[0] = firstNumber("cats 12"));
        Thread t2 = new Thread(() -> found[1] = firstNumber("dog 7"));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert found[0].equals("12") && found[1].equals("7") : found[0] + " " + found[1];
    }

    static String firstNumber(String text) {
        Matcher m = WORDS.matcher(text);
        return m.matches() ? m.group(2) : "none";
    }
}
