// Store buffering (SB) with volatile fields: volatile accesses are sequentially consistent,
// so r1=0 r2=0 is forbidden under the JMM too.
// weft: outcomes sc "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
// weft: outcomes jmm "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
public class StoreBufferingVolatile {
    static volatile int x, y;
    static int r1, r2;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            x = 1;
            r1 = y;
        });
        Thread b = new Thread(() -> {
            y = 1;
            r2 = x;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("r1=" + r1 + " r2=" + r2);
    }
}
