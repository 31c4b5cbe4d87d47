// weft: expect race ConcurrentLinkedQueueMutateAfterOfferRacy$Msg.body
// Covers: the producer keeps writing Msg.body after offer()ing the Msg to a ConcurrentLinkedQueue; the consumer's successful poll() is ordered after the offer (insertion -> removal), which covers the writes before offer (Msg.seq does not race) but not the write after it, so the consumer's read of body is unordered with the producer's second write: Msg.body races.
import java.util.concurrent.ConcurrentLinkedQueue;

public class ConcurrentLinkedQueueMutateAfterOfferRacy {
    static final class Msg {
        int seq;
        int body;
    }

    static final ConcurrentLinkedQueue<Msg> queue = new ConcurrentLinkedQueue<>();
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread producer = new Thread(() -> {
            Msg m = new Msg();
            m.seq = 1;
            m.body = 10;
            queue.offer(m);
            m.body = 20; // the consumer may own it already
        });
        Thread consumer = new Thread(() -> {
            Msg m;
            while ((m = queue.poll()) == null) {
                Thread.onSpinWait();
            }
            seen = m.seq + m.body;
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        assert seen == 11 || seen == 21 : "queue handoff lost seq";
        System.out.println("seen = " + seen);
    }
}
