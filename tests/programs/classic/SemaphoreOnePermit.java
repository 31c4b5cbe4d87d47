// weft: expect ok
// Covers: semaphore mutex, fixed -- Semaphore(1) admits one worker at a time, and a release happens-before the next successful acquire, so the increments are exclusive and ordered: count is 2, no race.
import java.util.concurrent.Semaphore;

public class SemaphoreOnePermit {
    static final Semaphore mutex = new Semaphore(1);
    static int count;

    static void work() {
        mutex.acquireUninterruptibly();
        try {
            int c = count;
            count = c + 1;
        } finally {
            mutex.release();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(SemaphoreOnePermit::work);
        Thread t2 = new Thread(SemaphoreOnePermit::work);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert count == 2 : "lost update: " + count;
        System.out.println("count " + count);
    }
}
