// weft: expect race SemaphoreLateWriteRacy.message
// Covers: Semaphore as a signal: the sender writes the plain `message`, items.release(), and then writes `message` again; the receiver's items.acquire() returns only after that release, so release -> acquire orders the first write before the receiver's read but not the second one (it follows the release in program order and nothing orders it with the receiver), so `message` races; `header`, written only before the release, does not.
import java.util.concurrent.Semaphore;

public class SemaphoreLateWriteRacy {
    static final Semaphore items = new Semaphore(0);
    static int header;
    static int message;
    static int received = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread sender = new Thread(() -> {
            header = 1;
            message = 7;
            items.release();
            message = 8; // too late: the receiver may be reading it
        });
        Thread receiver = new Thread(() -> {
            items.acquireUninterruptibly();
            received = header + message;
        });
        sender.start();
        receiver.start();
        sender.join();
        receiver.join();
        assert received == 8 || received == 9 : "semaphore did not order the first write";
        System.out.println("received = " + received);
    }
}
