// Pugh's JMM causality test case 11: independent statements reordered in both threads;
// r1 == r2 == r3 == r4 == 1 is allowed.
// (Values flow x -> r2 -> y -> r3 -> z -> r1 -> w -> r4: each may also be 0.)
// weft: outcomes sc "r1=0 r2=0 r3=0 r4=0" "r1=0 r2=1 r3=0 r4=0"
// weft: outcomes jmm "r1=0 r2=0 r3=0 r4=0" "r1=0 r2=1 r3=0 r4=0" "r1=0 r2=1 r3=1 r4=0" "r1=1 r2=1 r3=1 r4=0" "r1=1 r2=1 r3=1 r4=1"
public class CausalityTest11 {
    static int x, y, z, w;
    static int r1, r2, r3, r4;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            r1 = z;
            w = r1;
            r2 = x;
            y = r2;
        });
        Thread t2 = new Thread(() -> {
            r4 = w;
            r3 = y;
            z = r3;
            x = 1;
        });

        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("r1=" + r1 + " " + "r2=" + r2 + " " + "r3=" + r3 + " " + "r4=" + r4);
    }
}
