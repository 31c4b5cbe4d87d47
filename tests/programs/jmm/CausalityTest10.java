// Pugh's JMM causality test case 10: r1 == r2 == 1 with r3 == 0 is FORBIDDEN (the 1 written
// to x can only come from thread 4, which read z == 0). Like test case 5, the WriteSet fixed
// point alone admits it (the paper's Sect. 5 names test cases 5 and 10); weft's justification
// check removes it, as for test case 5.
// weft: outcomes sc "r1=0 r2=0 r3=0" "r1=0 r2=0 r3=1" "r1=1 r2=0 r3=1" "r1=1 r2=1 r3=1"
// weft: outcomes jmm "r1=0 r2=0 r3=0" "r1=0 r2=0 r3=1" "r1=1 r2=0 r3=1" "r1=1 r2=1 r3=1"
public class CausalityTest10 {
    static int x, y, z;
    static int r1, r2, r3;

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
        Thread t3 = new Thread(() -> z = 1);
        Thread t4 = new Thread(() -> {
            r3 = z;
            if (r3 == 1) {
                x = 1;
            }
        });
        t1.start();
        t2.start();
        t3.start();
        t4.start();
        t1.join();
        t2.join();
        t3.join();
        t4.join();
        System.out.println("r1=" + r1 + " r2=" + r2 + " r3=" + r3);
    }
}
