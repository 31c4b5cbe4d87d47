// weft: expect ok
// Covers: the lost-update program with count++ inside synchronized (LOCK); the increments are mutually exclusive, so count == 2 after both joins on every interleaving; one lock only, so no deadlock.
public class SynchronizedCounter {
    static final Object LOCK = new Object();
    static int count;

    static void increment() {
        synchronized (LOCK) {
            count++;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(SynchronizedCounter::increment);
        Thread b = new Thread(SynchronizedCounter::increment);
        a.start();
        b.start();
        a.join();
        b.join();
        assert count == 2 : "lost update";
        System.out.println("count = " + count);
    }
}
