// weft: expect no-race
// Covers: the JDK's unsynchronized collections used correctly by several threads: a HashMap filled in the program's static initializer and then only read by two threads (get, containsKey, iteration over keySet, values and entrySet, whose views the JDK caches racily but harmlessly); a HashMap and a StringBuilder changed only under one lock; a synchronizedList; an ArrayList filled by a worker and read by main after join; a HashMap handed over through a CountDownLatch. None races.
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

public class JdkCollectionsOrderedOk {
    static final Map<String, Integer> CONSTANTS = new HashMap<>();
    static {
        CONSTANTS.put("one", 1);
        CONSTANTS.put("two", 2);
    }
    static final Map<String, Integer> guarded = new HashMap<>();
    static final StringBuilder journal = new StringBuilder();
    static final List<Integer> shared = Collections.synchronizedList(new ArrayList<>());
    static final List<Integer> results = new ArrayList<>();
    static Map<String, Integer> handedOver;
    static final CountDownLatch ready = new CountDownLatch(1);

    static int readConstants() {
        int sum = CONSTANTS.get("one") + (CONSTANTS.containsKey("two") ? 2 : 0);
        for (String k : CONSTANTS.keySet()) {
            sum += k.length();
        }
        for (int v : CONSTANTS.values()) {
            sum += v;
        }
        for (Map.Entry<String, Integer> e : CONSTANTS.entrySet()) {
            sum += e.getValue();
        }
        return sum;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            int sum = readConstants();
            synchronized (guarded) {
                guarded.put("worker", sum);
                journal.append("w");
            }
            shared.add(sum);
            results.add(sum);
            Map<String, Integer> m = new HashMap<>();
            m.put("from worker", 1);
            handedOver = m;
            ready.countDown();
        });
        worker.start();
        int sum = readConstants();
        synchronized (guarded) {
            guarded.put("main", sum);
            journal.append("m");
        }
        shared.add(sum);
        ready.await();
        int handed = handedOver.get("from worker");
        worker.join();
        System.out.println(guarded.size() + " " + journal.length() + " " + shared.size() + " " + results.get(0) + " " + handed);
    }
}
