// Pugh's JMM causality test case 3: test case 2 with a third thread writing x = 2.
// r1 == r2 == r3 == 1 is allowed.
// (Every other combination of values that can flow is already sequentially consistent.)
// weft: outcomes sc "r1=0 r2=0 r3=0" "r1=0 r2=0 r3=1" "r1=0 r2=2 r3=0" "r1=2 r2=0 r3=0" "r1=2 r2=2 r3=0" "r1=2 r2=2 r3=1"
// weft: outcomes jmm "r1=0 r2=0 r3=0" "r1=0 r2=0 r3=1" "r1=0 r2=2 r3=0" "r1=1 r2=1 r3=1" "r1=2 r2=0 r3=0" "r1=2 r2=2 r3=0" "r1=2 r2=2 r3=1"
public class CausalityTest03 {
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
