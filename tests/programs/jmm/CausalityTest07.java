// Pugh's JMM causality test case 7: reordering the independent statements of each thread gives
// r1 == r2 == r3 == 1, which is allowed. (r1 == 1 needs z == 1, which needs r3 == 1, which needs
// y == 1, which needs r2 == 1: the other combinations with a 1 are impossible.)
// weft: outcomes sc "r1=0 r2=0 r3=0" "r1=0 r2=1 r3=0"
// weft: outcomes jmm "r1=0 r2=0 r3=0" "r1=0 r2=1 r3=0" "r1=0 r2=1 r3=1" "r1=1 r2=1 r3=1"
public class CausalityTest07 {
    static int x, y, z;
    static int r1, r2, r3;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            r1 = z;
            r2 = x;
            y = r2;
        });
        Thread t2 = new Thread(() -> {
            r3 = y;
            z = r3;
            x = 1;
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("r1=" + r1 + " r2=" + r2 + " r3=" + r3);
    }
}
