// weft: expect race BlockingQueueMutateAfterPutRacy$Msg.body
// Covers: the producer keeps writing Msg.body after put(); the consumer's take() is ordered after the put (queue insertion -> retrieval), which covers the writes before put (Msg.seq does not race) but not the write after it, so the consumer's read of body is unordered with the producer's second write (race on BlockingQueueMutateAfterPutRacy$Msg.body).
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

public class BlockingQueueMutateAfterPutRacy {
    static final class Msg {
        int seq;
        int body;
    }

    static final BlockingQueue<Msg> queue = new ArrayBlockingQueue<>(1);
    static int seen = -1;

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
            m.body = 20; // the consumer owns it now
        });
        Thread consumer = new Thread(() -> {
            try {
                Msg m = queue.take();
                seen = m.seq + m.body;
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        System.out.println("seen = " + seen);
    }
}
