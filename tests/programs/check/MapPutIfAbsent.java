// weft: expect ok
// Covers: the MapCheckThenAct race fixed with ConcurrentHashMap.putIfAbsent, an atomic check-and-insert: exactly one of the two threads gets null back, so `puts == 1` after the joins on every interleaving.
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

public class MapPutIfAbsent {
    static final Integer KEY = 1;
    static final ConcurrentHashMap<Integer, String> map = new ConcurrentHashMap<>();
    static final AtomicInteger successfulPuts = new AtomicInteger();

    static void register(String who) {
        if (map.putIfAbsent(KEY, who) == null) {
            successfulPuts.incrementAndGet();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        map.put(0, "warm-up"); // allocate the table before the threads race
        Thread a = new Thread(() -> register("a"));
        Thread b = new Thread(() -> register("b"));
        a.start();
        b.start();
        a.join();
        b.join();
        assert successfulPuts.get() == 1 : "both threads registered";
        System.out.println("registered once");
    }
}
