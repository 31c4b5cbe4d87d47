// weft: expect ok
// Covers: ConcurrentHashMap insert, fixed -- putIfAbsent is atomic, so exactly one thread gets null back and counts itself as the inserter; the win flags are each written by one thread and read after the joins: no race, the assert holds.
import java.util.concurrent.ConcurrentHashMap;

public class ChmPutIfAbsent {
    static final ConcurrentHashMap<String, Integer> map = new ConcurrentHashMap<>();
    static final boolean[] won = new boolean[2];

    static void register(int me) {
        if (map.putIfAbsent("k", me) == null) {
            won[me] = true;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> register(0));
        Thread t1 = new Thread(() -> register(1));
        t0.start();
        t1.start();
        t0.join();
        t1.join();
        assert won[0] != won[1] : "both or neither thread inserted";
        System.out.println("value " + map.get("k"));
    }
}
