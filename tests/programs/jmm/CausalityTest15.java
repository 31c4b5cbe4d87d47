// Pugh's JMM causality test case 15 (test case 14 with a volatile guard on the read of a):
// thread 1 reads a only if it saw the volatile x == 1, then writes the volatile y if it read
// a == 0 and the plain b otherwise; thread 2 spins until y or b is set and then writes a = 1.
// In every sequentially consistent execution thread 1 reads a == 0 (a is written only after the
// loop, which needs y, which thread 1 writes only after its read), so r1 == 0, b is never
// written and the program is correctly synchronized: no non-SC behaviour is allowed, in
// particular not r0 == r1 == r3 == 1 with r2 == 0 (FORBIDDEN).
// weft: outcomes sc "r0=0 r1=0 r2=1 r3=0" "r0=1 r1=0 r2=1 r3=0"
// weft: outcomes jmm "r0=0 r1=0 r2=1 r3=0" "r0=1 r1=0 r2=1 r3=0"
public class CausalityTest15 {
    static int a, b;
    static volatile int x, y;
    static int r0, r1, r2, r3;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            int seenX = x;
            int seenA;
            if (seenX == 1) {
                seenA = a;
            } else {
                seenA = 0;
            }
            if (seenA == 0) {
                y = 1;
            } else {
                b = 1;
            }
            r0 = seenX;
            r1 = seenA;
        });
        Thread t2 = new Thread(() -> {
            // The loop keeps what it read in locals (see CausalityTest14).
            int seenY;
            int seenB;
            do {
                seenY = y;
                seenB = b;
            } while (seenY + seenB == 0);
            r2 = seenY;
            r3 = seenB;
            a = 1;
        });
        Thread t3 = new Thread(() -> x = 1);
        t1.start();
        t2.start();
        t3.start();
        t1.join();
        t2.join();
        t3.join();
        System.out.println("r0=" + r0 + " r1=" + r1 + " r2=" + r2 + " r3=" + r3);
    }
}
