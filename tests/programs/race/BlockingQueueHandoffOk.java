// weft: expect no-race
// Covers: an ArrayBlockingQueue hands a mutable Msg from producer to consumer: the producer fills the plain fields seq and body, put()s the message and never touches it again; the consumer take()s it, reads and modifies body; insertion into a BlockingQueue happens-before the removal that retrieves the element, so every access to BlockingQueueHandoffOk$Msg fields is ordered; main reads the consumer's `total` and the message after the joins.
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

public class BlockingQueueHandoffOk {
    static final class Msg {
        int seq;
        int body;
    }

    static final BlockingQueue<Msg> queue = new ArrayBlockingQueue<>(1);
    static Msg received;
    static int total;

    public static void main(String[] args) throws InterruptedException {
        // Condition.await blocks through ForkJoinPool.managedBlock: initialize ForkJoinPool here, before any
        // thread starts, so its <clinit> is not interleaved with the threads (smaller state space, same verdict).
        java.util.concurrent.ForkJoinPool.getCommonPoolParallelism();
        Thread producer = new Thread(() -> {
            Msg m = new Msg();
            m.seq = 1;
            m.body = 10;
            try {
                queue.put(m);
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        Thread consumer = new Thread(() -> {
            try {
                Msg m = queue.take();
                assert m.seq == 1 : "wrong message";
                m.body += 1;
                total = m.body;
                received = m;
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        assert total == 11 && received.body == 11 : "lost the message";
        System.out.println("total = " + total);
    }
}
