// 2+2W with volatile fields: the volatile writes are totally ordered (synchronization order)
// consistently with program order, so the run cannot end with each thread's first write last:
// x=1 y=1 is forbidden.
// weft: outcomes sc "x=1 y=2" "x=2 y=1" "x=2 y=2"
// weft: outcomes jmm "x=1 y=2" "x=2 y=1" "x=2 y=2"
public class TwoPlusTwoWritesVolatile {
    static volatile int x, y;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            x = 1;
            y = 2;
        });
        Thread b = new Thread(() -> {
            y = 1;
            x = 2;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("x=" + x + " y=" + y);
    }
}
