// Pugh's JMM causality test case 5 (the paper's Fig. 6): r1 == r2 == 1 with r3 == 0 is
// FORBIDDEN by the JMM (the 1 can only come from thread 4 copying z, which it did not see). The
// WriteSet fixed point alone admits it (the paper's Sect. 4): a first iteration sees D2 write 1,
// and the next lets A1 and B1 read each other's future writes of 1 while D1 reads 0. weft's
// justification check removes it: every path that wrote B2's x = 1 had D1 read z == 1 racily,
// a read the JMM's commit rules keep in any execution that reads that write from the future.
// weft: outcomes sc "r1=0 r2=0 r3=0" "r1=0 r2=0 r3=1" "r1=1 r2=0 r3=1" "r1=1 r2=1 r3=1"
// weft: outcomes jmm "r1=0 r2=0 r3=0" "r1=0 r2=0 r3=1" "r1=1 r2=0 r3=1" "r1=1 r2=1 r3=1"
public class CausalityTest05 {
    static int x, y, z;
    static int r1, r2, r3;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            r1 = x;
            y = r1;
        });
        Thread t2 = new Thread(() -> {
            r2 = y;
            x = r2;
        });
        Thread t3 = new Thread(() -> z = 1);
        Thread t4 = new Thread(() -> {
            r3 = z;
            x = r3;
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
