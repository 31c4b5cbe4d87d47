// Load buffering (LB) with AtomicInteger.getOpaque/setOpaque: opaque accesses order nothing
// between different locations, so each read may see the other thread's later write:
// r1=1 r2=1 is ALLOWED (as with VarHandle opaque accesses, LoadBufferingOpaque).
// weft: outcomes sc "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=0"
// weft: outcomes jmm "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
import java.util.concurrent.atomic.AtomicInteger;

public class LoadBufferingAtomicOpaque {
    static final AtomicInteger x = new AtomicInteger();
    static final AtomicInteger y = new AtomicInteger();

    public static void main(String[] args) throws InterruptedException {
        int[] r = new int[2];
        Thread a = new Thread(() -> {
            r[0] = x.getOpaque();
            y.setOpaque(1);
        });
        Thread b = new Thread(() -> {
            r[1] = y.getOpaque();
            x.setOpaque(1);
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("r1=" + r[0] + " r2=" + r[1]);
    }
}
