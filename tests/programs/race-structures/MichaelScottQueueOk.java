// weft: expect no-race
// Structure: the Michael-Scott lock-free queue: a dummy-headed singly linked list with AtomicReference head and tail and an AtomicReference `next` per node; enqueue links a node with a CAS on last.next and then swings tail (helping a lagging tail along), dequeue swings head to head.next with a CAS and returns that node's value. One thread enqueues 1 and 2, the other enqueues 3 and dequeues once.
// Race-free: the plain `value` of a node is written in its constructor before the CAS that links it, and a dequeuer reads it only after first.next.get(), a volatile read that synchronizes with that CAS; all links are atomics; main creates the dummy before start and drains after the joins.
import java.util.concurrent.atomic.AtomicReference;

public class MichaelScottQueueOk {
    static final class Node {
        int value;
        final AtomicReference<Node> next = new AtomicReference<>();

        Node(int value) {
            this.value = value;
        }
    }

    static final Node dummy = new Node(0);
    static final AtomicReference<Node> head = new AtomicReference<>(dummy);
    static final AtomicReference<Node> tail = new AtomicReference<>(dummy);

    static void enqueue(int v) {
        Node node = new Node(v);
        while (true) {
            Node last = tail.get();
            Node next = last.next.get();
            if (last == tail.get()) {
                if (next == null) {
                    if (last.next.compareAndSet(null, node)) {
                        tail.compareAndSet(last, node);
                        return;
                    }
                } else {
                    tail.compareAndSet(last, next);
                }
            }
        }
    }

    static int dequeue() {
        while (true) {
            Node first = head.get();
            Node last = tail.get();
            Node next = first.next.get();
            if (first == head.get()) {
                if (first == last) {
                    if (next == null) {
                        return -1;
                    }
                    tail.compareAndSet(last, next);
                } else {
                    int v = next.value;
                    if (head.compareAndSet(first, next)) {
                        return v;
                    }
                }
            }
        }
    }

    static int got;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            enqueue(1);
            enqueue(2);
        });
        Thread b = new Thread(() -> {
            enqueue(3);
            got = dequeue();
        });
        a.start();
        b.start();
        a.join();
        b.join();
        int sum = got;
        for (int v = dequeue(); v != -1; v = dequeue()) {
            sum += v;
        }
        assert got == 1 || got == 3 : "dequeued " + got;
        assert sum == 6 : "lost an element";
        System.out.println("got = " + got);
    }
}
