// weft: expect no-race
// Covers: AtomicMarkableReference publishes a mutable Node together with a mark: the writer fills the plain Node.value and then compareAndSet(null, node, false, true); the reader's get(markHolder) is a volatile read of the internal pair, so if it sees the mark it sees the node and the write of value happens-before its read; the reader's boolean[] markHolder is local to it (written by the JDK in the reader's thread). main reads after the joins.
import java.util.concurrent.atomic.AtomicMarkableReference;

public class AtomicMarkableReferenceOk {
    static final class Node {
        int value;
    }

    static final AtomicMarkableReference<Node> ref = new AtomicMarkableReference<>(null, false);
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            Node n = new Node();
            n.value = 5;
            boolean ok = ref.compareAndSet(null, n, false, true);
            assert ok : "nobody else publishes";
        });
        Thread reader = new Thread(() -> {
            boolean[] markHolder = new boolean[1];
            Node n = ref.get(markHolder);
            if (markHolder[0]) {
                seen = n.value;
                ref.attemptMark(n, false);
            }
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("seen = " + seen + ", value = " + ref.getReference().value);
    }
}
