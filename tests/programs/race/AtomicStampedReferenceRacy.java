// weft: expect race AtomicStampedReferenceRacy$Node.data
// Covers: AtomicStampedReference misuse: the writer publishes a Node with compareAndSet(null, node, 0, 1) and then keeps mutating node.data; the reader's get(stampHolder) synchronizes with the CAS, which orders the constructor's write of data (no race there) but not the later write data = 2, so the reader's read of data can be unordered with it (race on AtomicStampedReferenceRacy$Node.data); Node.tag is written only in the constructor before the CAS, so it does not race; the reader's int[] stampHolder is thread-local.
import java.util.concurrent.atomic.AtomicStampedReference;

public class AtomicStampedReferenceRacy {
    static final class Node {
        int tag;
        int data;

        Node(int tag, int data) {
            this.tag = tag;
            this.data = data;
        }
    }

    static final AtomicStampedReference<Node> ref = new AtomicStampedReference<>(null, 0);
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            Node n = new Node(7, 1);
            ref.compareAndSet(null, n, 0, 1);
            n.data = 2; // mutation after publication
        });
        Thread reader = new Thread(() -> {
            int[] stampHolder = new int[1];
            Node n = ref.get(stampHolder);
            if (stampHolder[0] == 1) {
                seen = n.tag + n.data;
            }
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("seen = " + seen);
    }
}
