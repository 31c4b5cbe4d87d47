// weft: expect exception java.util.ConcurrentModificationException
// weft: expect race java.util.ArrayList
// Covers: iterating a shared ArrayList while another thread adds -- the reader's for-each can observe the add between next() calls (modCount changed, or size grew after the last next()), and its iterator throws ConcurrentModificationException; the unsynchronized add and iteration are a data race on the ArrayList's state.
import java.util.ArrayList;
import java.util.List;

public class IteratorCME {
    static final List<Integer> list = new ArrayList<>();

    static void reader() {
        int sum = 0;
        for (int v : list) {
            sum += v;
        }
        System.out.println("sum " + sum);
    }

    public static void main(String[] args) throws InterruptedException {
        list.add(1);
        list.add(2);
        Thread r = new Thread(IteratorCME::reader);
        Thread w = new Thread(() -> list.add(3));
        r.start();
        w.start();
        r.join();
        w.join();
        System.out.println("size " + list.size());
    }
}
