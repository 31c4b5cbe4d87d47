// weft: expect no-race
// Covers: a LinkedBlockingQueue hands a mutable Msg from producer to consumer: the producer fills the plain Msg.seq and Msg.body and offer()s it, the consumer take()s it, reads both fields and updates body, and main reads it after the joins; actions before placing an element into a BlockingQueue happen-before actions after its removal in another thread (through the queue's putLock/takeLock and its atomic count), and the producer never touches the Msg after offer, so nothing races.
import java.util.concurrent.LinkedBlockingQueue;

public class LinkedBlockingQueueHandoffOk {
    static final class Msg {
        int seq;
        int body;
    }

    static final LinkedBlockingQueue<Msg> queue = new LinkedBlockingQueue<>();
    static Msg got;
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        // Condition.await blocks through ForkJoinPool.managedBlock: initialize ForkJoinPool here, before any
        // thread starts, so its <clinit> is not interleaved with the threads (smaller state space, same verdict).
        java.util.concurrent.ForkJoinPool.getCommonPoolParallelism();
        Thread producer = new Thread(() -> {
            Msg m = new Msg();
            m.seq = 1;
            m.body = 10;
            queue.offer(m);
        });
        Thread consumer = new Thread(() -> {
            try {
                Msg m = queue.take();
                seen = m.seq + m.body;
                m.body = 0;
                got = m;
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        assert seen == 11 && got.body == 0 : "queue handoff lost data";
        System.out.println("seen = " + seen);
    }
}
