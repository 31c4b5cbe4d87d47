// weft: expect exception java.util.NoSuchElementException
// Covers: main takes from a lock-protected ArrayDeque without waiting for the producer: if main's removeFirst() runs before the worker's add, the deque is empty and the library throws NoSuchElementException, uncaught in the main thread (the worker still finishes normally); otherwise main gets 1.
import java.util.ArrayDeque;

public class MainNoSuchElement {
    static final ArrayDeque<Integer> queue = new ArrayDeque<>();

    public static void main(String[] args) throws InterruptedException {
        Integer item = 1;
        Thread producer = new Thread(() -> {
            synchronized (queue) {
                queue.addLast(item);
            }
        });
        producer.start();
        int got;
        synchronized (queue) {
            got = queue.removeFirst();
        }
        producer.join();
        System.out.println("got " + got);
    }
}
