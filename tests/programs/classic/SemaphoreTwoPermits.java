// weft: expect assertion
// weft: expect race SemaphoreTwoPermits.count
// Covers: semaphore "mutex" with too many permits -- Semaphore(2) lets both workers into the section at once, so their plain count read-modify-writes are unordered (race) and a lost update fails main's assert count == 2.
import java.util.concurrent.Semaphore;

public class SemaphoreTwoPermits {
    static final Semaphore mutex = new Semaphore(2);
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
        Thread t1 = new Thread(SemaphoreTwoPermits::work);
        Thread t2 = new Thread(SemaphoreTwoPermits::work);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert count == 2 : "lost update: " + count;
        System.out.println("count " + count);
    }
}
