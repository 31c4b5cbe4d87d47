// weft: expect assertion
// Covers: TwoStage atomicity violation -- the writer updates a in one synchronized block and the derived b = a + 1 in a second one; the reader, in between, sees a == 1 with b still 0 and its assert b == a + 1 fails. Every access holds the lock, so there is no data race.
public class TwoStage {
    static final Object lock = new Object();
    static int a, b = 1;

    static void writer() {
        synchronized (lock) { a = 1; }
        synchronized (lock) { b = a + 1; }
    }

    static void reader() {
        synchronized (lock) {
            assert b == a + 1 : "torn update a=" + a + " b=" + b;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(TwoStage::writer);
        Thread r = new Thread(TwoStage::reader);
        w.start();
        r.start();
        w.join();
        r.join();
        System.out.println("a=" + a + " b=" + b);
    }
}
