// weft: expect ok
// Covers: the store-buffering (Dekker) pattern with volatiles: t1 does x = 1; r1 = y and t2 does y = 1; r2 = x; in every sequentially consistent interleaving one of the writes comes first, so r1 == 0 && r2 == 0 is impossible and main's assertion after the joins always holds.
public class DekkerSC {
    static volatile int x;
    static volatile int y;
    static int r1 = -1;
    static int r2 = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            x = 1;
            r1 = y;
        });
        Thread t2 = new Thread(() -> {
            y = 1;
            r2 = x;
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert !(r1 == 0 && r2 == 0) : "both reads saw 0";
        System.out.println("r1 = " + r1 + ", r2 = " + r2);
    }
}
