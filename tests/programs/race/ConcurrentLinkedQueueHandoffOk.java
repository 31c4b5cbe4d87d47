// weft: expect no-race
// Covers: a ConcurrentLinkedQueue hands a mutable Msg from producer to consumer: the producer fills the plain Msg.seq and Msg.body and then offer()s it, the consumer spins on poll() until it gets the Msg, reads its fields and updates body; actions before placing an element into a ConcurrentLinkedQueue happen-before actions after its removal in another thread (the queue's memory consistency effects), and the producer never touches the Msg after offer, so nothing races; main reads after the joins.
import java.util.concurrent.ConcurrentLinkedQueue;

public class ConcurrentLinkedQueueHandoffOk {
    static final class Msg {
        int seq;
        int body;
    }

    static final ConcurrentLinkedQueue<Msg> queue = new ConcurrentLinkedQueue<>();
    static Msg got;
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread producer = new Thread(() -> {
            Msg m = new Msg();
            m.seq = 1;
            m.body = 10;
            queue.offer(m);
        });
        Thread consumer = new Thread(() -> {
            Msg m;
            while ((m = queue.poll()) == null) {
                Thread.onSpinWait();
            }
            seen = m.seq + m.body;
            m.body = 0;
            got = m;
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        assert seen == 11 && got.body == 0 : "queue handoff lost data";
        System.out.println("seen = " + seen);
    }
}
