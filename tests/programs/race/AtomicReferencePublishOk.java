// weft: expect no-race
// Covers: two threads each build a mutable Node (plain field payload written after construction) and try AtomicReference.compareAndSet(null, mine); the winner's successful CAS is a volatile write that follows its writes of payload, and the loser's failed CAS and subsequent get() are volatile reads after it, so the loser's read of the winner's payload is ordered; nobody writes a Node after trying to publish it; main reads after the joins.
import java.util.concurrent.atomic.AtomicReference;

public class AtomicReferencePublishOk {
    static final class Node {
        final int owner;
        int payload;

        Node(int owner) {
            this.owner = owner;
        }
    }

    static final AtomicReference<Node> winner = new AtomicReference<>();
    static int seenA = -1;
    static int seenB = -1;

    static int claim(int id) {
        Node mine = new Node(id);
        mine.payload = id * 10;
        if (winner.compareAndSet(null, mine)) {
            return mine.payload;
        }
        Node w = winner.get();
        return w.payload;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> seenA = claim(1));
        Thread b = new Thread(() -> seenB = claim(2));
        a.start();
        b.start();
        a.join();
        b.join();
        assert seenA == seenB && seenA == winner.get().payload : "threads disagree on the winner";
        System.out.println("winner payload = " + winner.get().payload);
    }
}
