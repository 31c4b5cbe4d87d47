// weft: expect ok
// Covers: TwoStage, fixed -- both stages happen in one synchronized block, so a reader holding the lock sees either (0,1) or (1,2), always b == a + 1; all accesses hold the lock, so no race.
public class TwoStageFixed {
    static final Object lock = new Object();
    static int a, b = 1;

    static void writer() {
        synchronized (lock) {
            a = 1;
            b = a + 1;
        }
    }

    static void reader() {
        synchronized (lock) {
            assert b == a + 1 : "torn update a=" + a + " b=" + b;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(TwoStageFixed::writer);
        Thread r = new Thread(TwoStageFixed::reader);
        w.start();
        r.start();
        w.join();
        r.join();
        System.out.println("a=" + a + " b=" + b);
    }
}
