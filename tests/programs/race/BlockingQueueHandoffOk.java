// weft: expect no-race
// Covers: an ArrayBlockingQueue (capacity 1) hands two mutable Msg objects from producer to consumer: the producer fills the plain fields seq and body, put()s the message and never touches it again; the consumer take()s it, reads and modifies body; insertion into a BlockingQueue happens-before the removal that retrieves the element, so every access to BlockingQueueHandoffOk$Msg fields is ordered; main reads `total` after the joins.
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

public class BlockingQueueHandoffOk {
    static final class Msg {
        int seq;
        int body;
    }

    static final BlockingQueue<Msg> queue = new ArrayBlockingQueue<>(1);
    static int total;

    public static void main(String[] args) throws InterruptedException {
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 2; i++) {
                    Msg m = new Msg();
                    m.seq = i;
                    m.body = i * 10;
                    queue.put(m);
                }
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        Thread consumer = new Thread(() -> {
            try {
                for (int i = 1; i <= 2; i++) {
                    Msg m = queue.take();
                    assert m.seq == i : "out of order";
                    m.body += 1;
                    total += m.body;
                }
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        assert total == 32 : "lost a message";
        System.out.println("total = " + total);
    }
}
