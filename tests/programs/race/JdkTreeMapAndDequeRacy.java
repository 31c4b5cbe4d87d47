// weft: expect race java.util.TreeMap
// weft: expect race java.util.ArrayDeque
// Covers: a TreeMap and an ArrayDeque each used by two threads without synchronization: a race on each one's state, named by its class.
import java.util.ArrayDeque;
import java.util.TreeMap;

public class JdkTreeMapAndDequeRacy {
    static final TreeMap<Integer, Integer> tree = new TreeMap<>();
    static final ArrayDeque<Integer> queue = new ArrayDeque<>();

    public static void main(String[] args) throws InterruptedException {
        Thread other = new Thread(() -> {
            tree.put(1, 1);
            queue.offer(1);
        });
        other.start();
        tree.put(2, 2);
        Integer head = queue.poll();
        other.join();
        System.out.println(tree.size() + " " + head);
    }
}
