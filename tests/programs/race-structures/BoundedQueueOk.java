// weft: expect no-race
// Structure: a lock-based bounded FIFO queue of capacity 2 over a plain int[] ring buffer with plain head, tail and count: put() waits while full and take() while empty (wait/notifyAll on the queue's monitor). A producer puts 1, 2 and 3 (so it blocks once on the full queue), a consumer takes twice.
// Race-free: every access to the ring buffer's elements and to head, tail and count is inside the monitor (wait releases and re-acquires it), so unlock → lock orders them all; the array is created by main before start; main takes the last element after the joins.
public class BoundedQueueOk {
    static final class BoundedQueue {
        private final int[] items = new int[2];
        private int head;
        private int tail;
        private int count;

        synchronized void put(int x) throws InterruptedException {
            while (count == items.length) {
                wait();
            }
            items[tail] = x;
            tail = (tail + 1) % items.length;
            count++;
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (count == 0) {
                wait();
            }
            int x = items[head];
            head = (head + 1) % items.length;
            count--;
            notifyAll();
            return x;
        }
    }

    static final BoundedQueue queue = new BoundedQueue();
    static int a;
    static int b;

    public static void main(String[] args) throws InterruptedException {
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 3; i++) {
                    queue.put(i);
                }
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        Thread consumer = new Thread(() -> {
            try {
                a = queue.take();
                b = queue.take();
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        int c = queue.take();
        assert a == 1 && b == 2 && c == 3 : "out of order";
        System.out.println(a + " " + b + " " + c);
    }
}
