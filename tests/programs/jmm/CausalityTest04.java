// Pugh's JMM causality test case 4, also the paper's Fig. 2 (out of thin air): each thread
// copies one field into the other. r1 == r2 == 1 is FORBIDDEN: values may not come out of thin
// air, and no execution may produce a value nobody wrote, so the only outcome is r1=0 r2=0.
// The WriteSet starts empty and only ever holds values some well-formed path wrote (here only
// 0), so neither 1 nor any other value appears.
// weft: outcomes sc "r1=0 r2=0"
// weft: outcomes jmm "r1=0 r2=0"
public class CausalityTest04 {
    static int x, y;
    static int r1, r2;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
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
        System.out.println("r1=" + r1 + " r2=" + r2);
    }
}
