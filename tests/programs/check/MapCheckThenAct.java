// weft: expect assertion
// Covers: check-then-act on a ConcurrentHashMap: two threads each do `if (!map.containsKey(K)) { map.put(K, v); puts++ }` (puts is an AtomicInteger); both can see the key absent before either puts, so main's `assert puts == 1` after the joins fails; at least one thread always puts, and the map operations themselves are atomic.
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

public class MapCheckThenAct {
    static final Integer KEY = 1;
    static final ConcurrentHashMap<Integer, String> map = new ConcurrentHashMap<>();
    static final AtomicInteger successfulPuts = new AtomicInteger();

    static void register(String who) {
        if (!map.containsKey(KEY)) {
            map.put(KEY, who);
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
        System.out.println("registered by " + map.get(KEY));
    }
}
