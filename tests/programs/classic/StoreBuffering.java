// weft: expect race StoreBuffering.x
// weft: expect race StoreBuffering.y
// Covers: Dekker-style store buffering with plain fields -- T1 writes x then reads y, T2 writes y then reads x; both pairs race. Under weft's default sequential consistency some write always precedes the other thread's read, so (r1, r2) == (0, 0) is impossible and the assert holds: races only. (Under the JMM the outcome (0,0) is allowed: see StoreBufferingJmm.)
public class StoreBuffering {
    static int x, y;
    static int r1 = -1, r2 = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> { x = 1; r1 = y; });
        Thread t2 = new Thread(() -> { y = 1; r2 = x; });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert !(r1 == 0 && r2 == 0) : "store buffering observed";
        System.out.println("r1=" + r1 + " r2=" + r2);
    }
}
