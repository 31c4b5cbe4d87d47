// weft: expect assertion
// weft: expect race StoreBufferingJmm.x
// weft: expect race StoreBufferingJmm.y
// weft: check-args --memory-model jmm
// Covers: store buffering under the Java Memory Model (--memory-model jmm) -- with plain fields the JMM lets each read see the initial 0 although the other thread's write precedes it in some order (no happens-before edge forbids it), so (r1, r2) == (0, 0) is allowed and main's assert fails; x and y race as in StoreBuffering.
public class StoreBufferingJmm {
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
