// weft: expect no-race
// Covers: a Treiber stack on AtomicReference<Node> top: push writes the new node's plain `value` (constructor) and plain `next` (re-written on each failed CAS, while the node is still private) and then publishes it with a successful compareAndSet; pop reads top with get() and then the node's next and value; nodes are never written after the publishing CAS, and pop's get() is a volatile read after that CAS, so TreiberStackOk$Node.value and .next do not race; one thread pushes two values while the other pushes one and pops twice; main drains the rest after the joins.
import java.util.concurrent.atomic.AtomicReference;

public class TreiberStackOk {
    static final class Node {
        int value;
        Node next;

        Node(int value) {
            this.value = value;
        }
    }

    static final AtomicReference<Node> top = new AtomicReference<>();

    static void push(int v) {
        Node n = new Node(v);
        do {
            n.next = top.get();
        } while (!top.compareAndSet(n.next, n));
    }

    static int pop() {
        while (true) {
            Node t = top.get();
            if (t == null) {
                return -1;
            }
            Node next = t.next;
            if (top.compareAndSet(t, next)) {
                return t.value;
            }
        }
    }

    static int popped;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            push(1);
            push(2);
        });
        Thread b = new Thread(() -> {
            push(3);
            int x = pop();
            int y = pop();
            popped = (x > 0 ? x : 0) + (y > 0 ? y : 0);
        });
        a.start();
        b.start();
        a.join();
        b.join();
        int rest = 0;
        for (int v = pop(); v != -1; v = pop()) {
            rest += v;
        }
        assert popped + rest == 6 : "lost a node";
        System.out.println("popped = " + popped + ", rest = " + rest);
    }
}
