// weft: expect race java.util.regex.Matcher
// Covers: a regex Pattern is thread-safe and may be shared, but a Matcher is not: two threads that each make their own Matcher from one shared Pattern do not race, while two threads that use one shared Matcher (one resets it while the other reads its region) race on its state.
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class JdkSharedMatcherRacy {
    static final Pattern DIGIT = Pattern.compile("1");

    public static void main(String[] args) throws InterruptedException {
        Runnable own = () -> DIGIT.matcher("1").matches();
        Thread a = new Thread(own);
        Thread b = new Thread(own);
        a.start();
        b.start();
        a.join();
        b.join();
        Matcher shared = DIGIT.matcher("1");
        Thread c = new Thread(shared::reset);
        Thread d = new Thread(shared::regionEnd);
        c.start();
        d.start();
        c.join();
        d.join();
    }
}
