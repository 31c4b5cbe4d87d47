// weft: expect deadlock
// Covers: one poison pill for two consumers of a LinkedBlockingQueue: the consumer that takes the pill stops, the other waits in take() forever and main waits in its join, a deadlock. Which consumer is left waiting depends on the interleaving, so the search meets the deadlock twice (main blocked in one join or the other); it is one bug and is reported once, counting the other as similar.
import java.util.concurrent.LinkedBlockingQueue;

public class PoisonPillTwoConsumers {
    static final LinkedBlockingQueue<Integer> queue = new LinkedBlockingQueue<>();

    public static void main(String[] args) throws InterruptedException {
        Thread first = new Thread(PoisonPillTwoConsumers::consume);
        Thread second = new Thread(PoisonPillTwoConsumers::consume);
        first.start();
        second.start();
        queue.put(1);
        queue.put(-1); // the bug: one pill per consumer is needed
        first.join();
        second.join();
    }

    static void consume() {
        try {
            while (queue.take() >= 0) {
                // work
            }
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
}
