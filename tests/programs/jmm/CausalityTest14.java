// Pugh's JMM causality test case 14: thread 2 spins until the volatile y or the plain b is set,
// then writes a = 1. r1 == r3 == 1 is FORBIDDEN: thread 1 reads a = 1 only if thread 2 left the
// loop, which (as y is then never written) needs b = 1, which thread 1 writes only after reading
// a = 1. The program is correctly synchronized (in every sequentially consistent execution
// thread 1 reads a == 0 and b is never written), so the JMM allows only its sequentially
// consistent executions. The WriteSet fixed point alone would admit r1 == r3 == 1 (an earlier
// iteration saw thread 2 write a = 1, so thread 1 could read it from the future, write b = 1,
// and thread 2 would then leave the loop and write a = 1 as imposed); weft's race search finds
// no data race in any sequentially consistent execution and reports those executions only.
// weft: outcomes sc "r1=0 r2=1 r3=0"
// weft: outcomes jmm "r1=0 r2=1 r3=0"
public class CausalityTest14 {
    static int a, b;
    static volatile int y;
    static int r1, r2, r3;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            r1 = a;
            if (r1 == 0) {
                y = 1;
            } else {
                b = 1;
            }
        });
        Thread t2 = new Thread(() -> {
            // The loop keeps what it read in locals: a loop that wrote shared memory on every turn
            // would give each path an ever longer write history under jmm (docs/design.md).
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
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("r1=" + r1 + " r2=" + r2 + " r3=" + r3);
    }
}
