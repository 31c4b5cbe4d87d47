// Pugh's JMM causality test case 1: T1 reads x and then writes y = 1 whenever r1 >= 0, which
// is always: a compiler may write y first. So r1 == r2 == 1 is allowed (not sequentially
// consistent).
// weft: outcomes sc "r1=0 r2=0" "r1=0 r2=1"
// weft: outcomes jmm "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=1"
public class CausalityTest01 {
    static int x, y;
    static int r1, r2;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            r1 = x;
            if (r1 >= 0) {
                y = 1;
            }
        });
        Thread t2 = new Thread(() -> {
            r2 = y;
            x = r2;
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("r1=" + r1 + " r2=" + r2);
    }
}
