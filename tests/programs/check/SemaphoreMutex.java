// weft: expect ok
// Covers: a Semaphore with one permit used as a mutex: each of two threads acquireUninterruptibly(), does a non-atomic count = count + 1, and release()s in finally; the permit makes the increments mutually exclusive and every acquire is matched by a release, so count == 2 after the joins and nobody blocks forever.
import java.util.concurrent.Semaphore;

public class SemaphoreMutex {
    static final Semaphore mutex = new Semaphore(1);
    static int count;

    static void increment() {
        mutex.acquireUninterruptibly();
        try {
            count = count + 1;
        } finally {
            mutex.release();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(SemaphoreMutex::increment);
        Thread b = new Thread(SemaphoreMutex::increment);
        a.start();
        b.start();
        a.join();
        b.join();
        assert count == 2 : "lost update";
        System.out.println("count = " + count);
    }
}
