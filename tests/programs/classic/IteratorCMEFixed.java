// weft: expect ok
// Covers: shared ArrayList iteration, fixed -- both the iteration and the add hold the list's lock, so the add happens entirely before or after the loop (no ConcurrentModificationException) and the list's state accesses are ordered (no race).
import java.util.ArrayList;
import java.util.List;

public class IteratorCMEFixed {
    static final List<Integer> list = new ArrayList<>();

    static void reader() {
        int sum = 0;
        synchronized (list) {
            for (int v : list) {
                sum += v;
            }
        }
        System.out.println("sum " + sum);
    }

    public static void main(String[] args) throws InterruptedException {
        list.add(1);
        list.add(2);
        Thread r = new Thread(IteratorCMEFixed::reader);
        Thread w = new Thread(() -> { synchronized (list) { list.add(3); } });
        r.start();
        w.start();
        r.join();
        w.join();
        System.out.println("size " + list.size());
    }
}
