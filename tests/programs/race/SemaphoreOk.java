// weft: expect no-race
// Covers: Semaphore used two ways: `mutex` (1 permit) guards the plain `count` incremented by both threads (release happens-before a later successful acquire), and `items` (0 permits) signals a message: the sender writes the plain `message` then items.release(), the receiver reads message after items.acquire(); every conflicting pair is ordered by a release -> acquire edge; main reads after the joins.
import java.util.concurrent.Semaphore;

public class SemaphoreOk {
    static final Semaphore mutex = new Semaphore(1);
    static final Semaphore items = new Semaphore(0);
    static int count;
    static int message;
    static int received = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread sender = new Thread(() -> {
            mutex.acquireUninterruptibly();
            count++;
            mutex.release();
            message = 7;
            items.release();
        });
        Thread receiver = new Thread(() -> {
            mutex.acquireUninterruptibly();
            count++;
            mutex.release();
            items.acquireUninterruptibly();
            received = message;
        });
        sender.start();
        receiver.start();
        sender.join();
        receiver.join();
        assert count == 2 && received == 7 : "semaphore did not order";
        System.out.println(count + " " + received);
    }
}
