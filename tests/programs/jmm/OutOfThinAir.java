// Out of thin air (the paper's Fig. 2, causality test case 4): each thread copies one field
// into the other. No execution may produce a value nobody wrote: only r1=0 r2=0. The WriteSet
// starts empty and only ever holds values some path wrote, so 42 never appears.
// weft: outcomes sc "r1=0 r2=0"
// weft: outcomes jmm "r1=0 r2=0"
public class OutOfThinAir {
    static int x, y;
    static int r1, r2;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            r1 = x;
            y = r1;
        });
        Thread b = new Thread(() -> {
            r2 = y;
            x = r2;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("r1=" + r1 + " r2=" + r2);
    }
}
