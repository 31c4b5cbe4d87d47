// Pugh's JMM causality test case 16: each thread reads x and then writes it; r1 == 2 with
// r2 == 1 (each sees the other's later write) is allowed.
// weft: outcomes sc "r1=0 r2=0" "r1=0 r2=1" "r1=2 r2=0"
// weft: outcomes jmm "r1=0 r2=0" "r1=0 r2=1" "r1=2 r2=0" "r1=2 r2=1"
public class CausalityTest16 {
    static int x;
    static int r1, r2;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            r1 = x;
            x = 1;
        });
        Thread t2 = new Thread(() -> {
            r2 = x;
            x = 2;
        });

        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("r1=" + r1 + " " + "r2=" + r2);
    }
}
