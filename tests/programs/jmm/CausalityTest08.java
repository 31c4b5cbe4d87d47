// Pugh's JMM causality test case 8: 1 + r1*r1 - r1 is 1 for r1 of 0 or 1, the only values x
// can hold, so a compiler that knows this may write y = 1 first: r1 == r2 == 1 is allowed.
// weft: outcomes sc "r1=0 r2=0" "r1=0 r2=1"
// weft: outcomes jmm "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=1"
public class CausalityTest08 {
    static int x, y;
    static int r1, r2, r3;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            r1 = x;
            r2 = 1 + r1 * r1 - r1;
            y = r2;
        });
        Thread t2 = new Thread(() -> {
            r3 = y;
            x = r3;
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("r1=" + r1 + " r2=" + r3);
    }
}
