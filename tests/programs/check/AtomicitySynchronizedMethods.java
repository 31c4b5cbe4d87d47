// weft: expect ok
// weft: check-args --atomic synchronized
// Covers: with --atomic synchronized every synchronized method is a transaction; increments and
// reads that each run under one monitor are serializable.
public class AtomicitySynchronizedMethods {
    static int count = 0;

    static synchronized void increment() {
        count = count + 1;
    }

    static synchronized int read() {
        return count;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(AtomicitySynchronizedMethods::increment);
        Thread b = new Thread(() -> {
            increment();
            read();
        });
        a.start();
        b.start();
        a.join();
        b.join();
        assert read() == 2;
    }
}
