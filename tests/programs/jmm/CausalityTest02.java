// Pugh's JMM causality test case 2: the two reads of x may be merged by a compiler, which makes
// r1 == r2 always true, so y = 1 may move first: r1 == r2 == r3 == 1 is allowed.
// (A read of x can see 1 only if y = 1 ran, which needs r1 == r2: so no 0/1 mixes.)
// weft: outcomes sc "r1=0 r2=0 r3=0" "r1=0 r2=0 r3=1"
// weft: outcomes jmm "r1=0 r2=0 r3=0" "r1=0 r2=0 r3=1" "r1=1 r2=1 r3=1"
public class CausalityTest02 {
    static int x, y;
    static int r1, r2, r3;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            r1 = x;
            r2 = x;
            if (r1 == r2) {
                y = 1;
            }
        });
        Thread t2 = new Thread(() -> {
            r3 = y;
            x = r3;
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("r1=" + r1 + " r2=" + r2 + " r3=" + r3);
    }
}
