// Pugh's JMM causality test case 12: thread 1 stores through an index it read racily, then reads
// the array back. r1 == r2 == r3 == 1 is forbidden: a[0] can only be 1 if it was not
// overwritten, which needs r1 == 1, which needs y == 1, which needs a[0] == 1 first (out of thin
// air); weft does not produce it.
// (With r1 = 0 thread 1 overwrites a[0] itself, hiding main's 1, so r2 = 0; then y = 0 and
// r3 = 0.)
// weft: outcomes sc "r1=0 r2=0 r3=0"
// weft: outcomes jmm "r1=0 r2=0 r3=0"
public class CausalityTest12 {
    static int x, y;
    static int[] a;
    static int r1, r2, r3;

    public static void main(String[] args) throws InterruptedException {
        a = new int[] {1, 2};
        Thread t1 = new Thread(() -> {
            r1 = x;
            a[r1] = 0;
            r2 = a[0];
            y = r2;
        });
        Thread t2 = new Thread(() -> {
            r3 = y;
            x = r3;
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("r1=" + r1 + " r2=" + r2 + " r3=" + r3);
    }
}
