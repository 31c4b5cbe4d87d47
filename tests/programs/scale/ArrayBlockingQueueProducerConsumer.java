// weft: expect ok
// Covers: an ArrayBlockingQueue of capacity 2 between one producer (puts 1, 2, 3, blocking while the queue is full) and one consumer (takes three, blocking while it is empty); every put is matched by a take, so neither blocks forever; each element is handed over through the queue (insertion happens-before the take that sees it), the consumer alone writes the sum, and main joins both before reading it: 6 on every schedule.
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

public class ArrayBlockingQueueProducerConsumer {
    static int sum;

    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> queue = new ArrayBlockingQueue<>(2);
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 3; i++) {
                    queue.put(i);
                }
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        Thread consumer = new Thread(() -> {
            try {
                for (int i = 0; i < 3; i++) {
                    sum += queue.take();
                }
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        assert sum == 6 : "sum " + sum;
        System.out.println("sum = " + sum);
    }
}
