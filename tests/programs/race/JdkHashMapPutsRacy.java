// weft: expect race java.util.HashMap
// Covers: two threads put different keys into one HashMap with nothing ordering the calls: a data race on the map's own state (its table, size, modCount), reported once, at the two put calls. The JDK's HashMap is not thread-safe; weft used to trust the JDK's accesses and report nothing.
import java.util.HashMap;
import java.util.Map;

public class JdkHashMapPutsRacy {
    static final Map<String, Integer> scores = new HashMap<>();

    public static void main(String[] args) throws InterruptedException {
        Thread other = new Thread(() -> scores.put("alice", 1));
        other.start();
        scores.put("bob", 2);
        other.join();
        System.out.println(scores.size());
    }
}
