// Pugh's JMM causality test case 13: each write depends on a read of the other thread's
// write; r1 == r2 == 1 is forbidden (out of thin air), and weft does not produce it.
// weft: outcomes sc "r1=0 r2=0"
// weft: outcomes jmm "r1=0 r2=0"
public class CausalityTest13 {
    static int x, y;
    static int r1, r2;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            r1 = x;
            if (r1 == 1) {
                y = 1;
            }
        });
        Thread t2 = new Thread(() -> {
            r2 = y;
            if (r2 == 1) {
                x = 1;
            }
        });

        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("r1=" + r1 + " " + "r2=" + r2);
    }
}
