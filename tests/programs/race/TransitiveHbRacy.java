// weft: expect race TransitiveHbRacy.x
// Covers: the chain is broken: B sets v2 without waiting for A's v1, so C (which waits for v2) is ordered after B's write of y (no race on y) but nothing orders A's write of x before C's read of x: with A running x = 1 while C reads x, or A writing x first, no happens-before edge links them (race on x).
public class TransitiveHbRacy {
    static volatile boolean v1;
    static volatile boolean v2;
    static int x;
    static int y;
    static int sum;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            x = 1;
            v1 = true;
        });
        Thread b = new Thread(() -> {
            y = 2;
            v2 = true;
        });
        Thread c = new Thread(() -> {
            while (!v2) {
                Thread.onSpinWait();
            }
            sum = x + y;
        });
        c.start();
        b.start();
        a.start();
        a.join();
        b.join();
        c.join();
        System.out.println("sum = " + sum);
    }
}
