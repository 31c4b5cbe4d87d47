// weft: expect race TreiberStackSizeRacy.size
// Structure: a Treiber lock-free stack on AtomicReference<Node> top: push fills a private node (plain `value` and `next`) and publishes it with compareAndSet, pop reads top with get() and swings it to top.next with compareAndSet. One thread pushes 1, the other pushes 2 and pops once.
// Seeded race: an approximate element count `size` is a plain int updated after each successful CAS, outside any synchronization: a CAS orders what came before it, but the size++/size-- that follow it are unordered with the other thread's (race on size). The nodes are never written after the CAS that publishes them and pop reaches them through top.get(), so Node.value and Node.next do not race; main reads after the joins.
import java.util.concurrent.atomic.AtomicReference;

public class TreiberStackSizeRacy {
    static final class Node {
        int value;
        Node next;

        Node(int value) {
            this.value = value;
        }
    }

    static final AtomicReference<Node> top = new AtomicReference<>();
    static int size; // seeded: updated outside any synchronization

    static void push(int v) {
        Node n = new Node(v);
        while (true) {
            Node t = top.get();
            n.next = t;
            if (top.compareAndSet(t, n)) {
                size++;
                return;
            }
        }
    }

    static int pop() {
        while (true) {
            Node t = top.get();
            if (t == null) {
                return -1;
            }
            if (top.compareAndSet(t, t.next)) {
                size--;
                return t.value;
            }
        }
    }

    static int popped;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> push(1));
        Thread b = new Thread(() -> {
            push(2);
            popped = pop();
        });
        a.start();
        b.start();
        a.join();
        b.join();
        int rest = pop();
        assert popped + rest == 3 && pop() == -1 : "lost a node";
        System.out.println("popped = " + popped + ", size = " + size);
    }
}
