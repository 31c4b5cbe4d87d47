// weft: expect assertion
// Covers: check-then-act on a ConcurrentHashMap -- each thread does "if (!map.containsKey(k)) map.put(k, me)" and counts itself as the inserter; both can see the key absent, so both claim the insert and main's assert (exactly one winner) fails. The map is thread-safe and the win flags are each written by one thread and read after the joins, so there is no race.
import java.util.concurrent.ConcurrentHashMap;

public class ChmCheckThenAct {
    static final ConcurrentHashMap<String, Integer> map = new ConcurrentHashMap<>();
    static final boolean[] won = new boolean[2];

    static void register(int me) {
        if (!map.containsKey("k")) {
            map.put("k", me);
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
        assert won[0] != won[1] : "both threads think they inserted";
        System.out.println("value " + map.get("k"));
    }
}
