// Load buffering (LB) with volatile fields: volatile accesses are sequentially consistent (the
// program is correctly synchronized), so r1=1 r2=1 is forbidden under the JMM too.
// weft: outcomes sc "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=0"
// weft: outcomes jmm "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=0"
public class LoadBufferingVolatile {
    static volatile int x, y;
    static int r1, r2;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            r1 = x;
            y = 1;
        });
        Thread b = new Thread(() -> {
            r2 = y;
            x = 1;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("r1=" + r1 + " r2=" + r2);
    }
}
