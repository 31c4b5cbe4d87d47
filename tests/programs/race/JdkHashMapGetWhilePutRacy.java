// weft: expect race java.util.HashMap
// Covers: one thread reads a HashMap (get) while another puts into it, nothing ordering the two calls: the reader's reads of the table and its nodes race with the writer's writes. Both calls are the program's; the race is reported at them.
import java.util.HashMap;
import java.util.Map;

public class JdkHashMapGetWhilePutRacy {
    static final Map<Integer, String> cache = new HashMap<>();

    public static void main(String[] args) throws InterruptedException {
        cache.put(1, "one");
        Thread writer = new Thread(() -> cache.put(2, "two"));
        writer.start();
        String seen = cache.get(2);
        writer.join();
        System.out.println(seen);
    }
}
