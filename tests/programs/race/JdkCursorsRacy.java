// weft: expect race java.util.ArrayList
// weft: expect race java.util.StringTokenizer
// weft: expect race java.util.StringJoiner
// weft: expect race java.lang.StringBuilder
// Covers: objects with a cursor or a buffer shared by two threads that both advance it: an iterator over an ArrayList (its cursor, reported under ArrayList, whose inner class it is), a StringTokenizer, a StringJoiner and a Formatter (its StringBuilder). Each pair of threads' calls race; the pairs run one after another.
import java.util.ArrayList;
import java.util.Formatter;
import java.util.Iterator;
import java.util.List;
import java.util.StringJoiner;
import java.util.StringTokenizer;

public class JdkCursorsRacy {
    public static void main(String[] args) throws InterruptedException {
        // One method per object: once it returns, nothing holds the object, and the next pair
        // of threads starts from the same state whatever the race did to it.
        iterator();
        tokenizer();
        joiner();
        formatter();
    }

    static void iterator() throws InterruptedException {
        Iterator<Integer> numbers = new ArrayList<>(List.of(1, 2)).iterator();
        race(numbers::next);
    }

    static void tokenizer() throws InterruptedException {
        StringTokenizer words = new StringTokenizer("a b");
        race(words::nextToken);
    }

    static void joiner() throws InterruptedException {
        StringJoiner joined = new StringJoiner(",");
        race(() -> joined.add("x"));
    }

    static void formatter() throws InterruptedException {
        Formatter formatted = new Formatter();
        race(() -> formatted.format("y"));
    }

    /** Runs {@code step} in two threads at once and waits for both. */
    static void race(Runnable step) throws InterruptedException {
        Thread a = new Thread(step);
        Thread b = new Thread(step);
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
