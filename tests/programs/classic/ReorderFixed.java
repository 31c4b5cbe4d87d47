// weft: expect ok
// Covers: Reorder, fixed -- the pair is written and read under one lock, so the checker sees either (0,0) or (1,-1), and every access is ordered by the lock, so no race.
public class ReorderFixed {
    static final Object lock = new Object();
    static int a, b;

    static void set() {
        synchronized (lock) { a = 1; b = -1; }
    }

    static void check() {
        int x, y;
        synchronized (lock) { x = a; y = b; }
        assert (x == 0 && y == 0) || (x == 1 && y == -1) : "saw a=" + x + " b=" + y;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread setter = new Thread(ReorderFixed::set);
        Thread checker = new Thread(ReorderFixed::check);
        setter.start();
        checker.start();
        setter.join();
        checker.join();
        System.out.println("done");
    }
}
