// Pugh's JMM causality test case 9: test case 8 with a third thread writing x = 2, after
// which 1 + r1*r1 - r1 is no longer always 1. r1 == r2 == 1 is still allowed.
// (r2 is 1 + r1*r1 - r1 and r3 is 0 or r2: r1 = 1 needs r3 = 1.)
// weft: outcomes sc "r1=0 r2=1 r3=0" "r1=0 r2=1 r3=1" "r1=2 r2=3 r3=0" "r1=2 r2=3 r3=3"
// weft: outcomes jmm "r1=0 r2=1 r3=0" "r1=0 r2=1 r3=1" "r1=1 r2=1 r3=1" "r1=2 r2=3 r3=0" "r1=2 r2=3 r3=3"
public class CausalityTest09 {
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
        Thread t3 = new Thread(() -> {
            x = 2;
        });

        t1.start();
        t2.start();
        t3.start();
        t1.join();
        t2.join();
        t3.join();
        System.out.println("r1=" + r1 + " " + "r2=" + r2 + " " + "r3=" + r3);
    }
}
