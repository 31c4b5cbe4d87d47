// weft: expect atomicity
// weft: check-args --atomic AtomicityMapCheckThenAct.register
// Covers: check-then-act on a ConcurrentHashMap (containsKey, then put) declared atomic: each call
// is thread-safe, but another thread's put can fall between the check and the act, so the block
// is not serializable (the program asserts nothing, so atomicity is the only violation).
import java.util.concurrent.ConcurrentHashMap;

public class AtomicityMapCheckThenAct {
    static final ConcurrentHashMap<String, Integer> MAP = new ConcurrentHashMap<>();

    static void register(int id) {
        if (!MAP.containsKey("k")) {
            MAP.put("k", id);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> register(1));
        Thread b = new Thread(() -> register(2));
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
