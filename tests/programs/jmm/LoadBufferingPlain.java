// Load buffering (LB) with plain fields: each thread reads one field and then writes the
// other with a constant. Both reads may see the other thread's later write (r1=1 r2=1): a read
// of a future write, which the WriteSet's second iteration produces.
// weft: outcomes sc "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=0"
// weft: outcomes jmm "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
public class LoadBufferingPlain {
    static int x, y;
    static int r1, r2;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            r1 = x;
            y = 1;
        });
        Thread b = new Thread(() -> {
            r2 = y;
            x = 1;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("r1=" + r1 + " r2=" + r2);
    }
}
