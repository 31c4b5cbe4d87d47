// weft: expect ok
// Covers: three threads each count in a ThreadLocal box of their own, many times, and report their count through a synchronized list; the boxes are reachable from each thread's Thread object (the threads' ThreadLocal map), which main holds, but only the owning thread ever reads its map, so the boxes are no shared state and their accesses no scheduling points.
import java.util.ArrayList;
import java.util.List;

public class ThreadLocalPrivateOk {
    static final class Box {
        int value;
    }

    static final ThreadLocal<Box> local = ThreadLocal.withInitial(Box::new);
    static final List<Integer> counts = new ArrayList<>();

    public static void main(String[] args) throws InterruptedException {
        Thread[] threads = new Thread[3];
        for (int i = 0; i < threads.length; i++) {
            threads[i] = new Thread(() -> {
                for (int k = 0; k < 5; k++) {
                    local.get().value++;
                }
                synchronized (counts) {
                    counts.add(local.get().value);
                }
            });
            threads[i].start();
        }
        for (Thread t : threads) {
            t.join();
        }
        for (int c : counts) {
            assert c == 5 : "a thread saw another's box";
        }
    }
}
