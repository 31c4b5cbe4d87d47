// Pugh's JMM causality test case 18: like 17 with `if (r3 == 0)`; r1 == r2 == r3 == 42 is
// allowed.
// (r3 = 42 needs r2 = 42, which needs r1 = 42.)
// weft: outcomes sc "r1=0 r2=0 r3=0" "r1=42 r2=0 r3=0" "r1=42 r2=42 r3=0"
// weft: outcomes jmm "r1=0 r2=0 r3=0" "r1=42 r2=0 r3=0" "r1=42 r2=42 r3=0" "r1=42 r2=42 r3=42"
public class CausalityTest18 {
    static int x, y;
    static int r1, r2, r3;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            r3 = x;
            if (r3 == 0) {
                x = 42;
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
        t1.join();
        t2.join();
        System.out.println("r1=" + r1 + " " + "r2=" + r2 + " " + "r3=" + r3);
    }
}
