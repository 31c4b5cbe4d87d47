// Pugh's JMM causality test case 6: thread 2 writes A = 1 whatever it read, so a compiler may
// write it first; then r1 == r2 == 1 is allowed.
// weft: outcomes sc "r1=0 r2=0" "r1=1 r2=0"
// weft: outcomes jmm "r1=0 r2=0" "r1=1 r2=0" "r1=1 r2=1"
public class CausalityTest06 {
    static int a, b;
    static int r1, r2;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            r1 = a;
            if (r1 == 1) {
                b = 1;
            }
        });
        Thread t2 = new Thread(() -> {
            r2 = b;
            if (r2 == 1) {
                a = 1;
            }
            if (r2 == 0) {
                a = 1;
            }
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("r1=" + r1 + " r2=" + r2);
    }
}
