// Pugh's JMM causality test case 19: thread 1 joins thread 3 before reading x; thread 3 writes
// x = 42 when r3 != 42. r1 == r2 == r3 == 42 is allowed.
// (r3 = 42 needs r2 = 42, which needs r1 = 42.)
// weft: outcomes sc "r1=0 r2=0 r3=0" "r1=42 r2=0 r3=0" "r1=42 r2=42 r3=0"
// weft: outcomes jmm "r1=0 r2=0 r3=0" "r1=42 r2=0 r3=0" "r1=42 r2=42 r3=0" "r1=42 r2=42 r3=42"
public class CausalityTest19 {
    static int x, y;
    static int r1, r2, r3;

    public static void main(String[] args) throws InterruptedException {
        Thread t3 = new Thread(() -> {
            r3 = x;
            if (r3 != 42) {
                x = 42;
            }
        });
        Thread t1 = new Thread(() -> {
            try {
                t3.join();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            r1 = x;
            y = r1;
        });
        Thread t2 = new Thread(() -> {
            r2 = y;
            x = r2;
        });
        t1.start();
        t2.start();
        t3.start();
        t1.join();
        t2.join();
        t3.join();
        System.out.println("r1=" + r1 + " r2=" + r2 + " r3=" + r3);
    }
}
