// weft: expect race PetersonPlainRacy.flag0
// weft: expect race PetersonPlainRacy.flag1
// weft: expect race PetersonPlainRacy.turn
// weft: expect race PetersonPlainRacy.count
// Covers: Fig. 3 of the JRF paper: Peterson's algorithm with every variable plain; the threads perform no synchronization action on each other at all, so each flag (written by its owner, read by the other's spin condition), turn (written by both) and count (incremented by both; mutual exclusion under SC orders them in time but not by happens-before) all race; main's reads after the joins are ordered. Thread.yield() in the spin only keeps the real JVM from hoisting the reads.
public class PetersonPlainRacy {
    static boolean flag0;
    static boolean flag1;
    static int turn;
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> {
            flag0 = true;
            turn = 1;
            while (flag1 && turn == 1) {
                Thread.yield();
            }
            count++;
            flag0 = false;
        });
        Thread t1 = new Thread(() -> {
            flag1 = true;
            turn = 0;
            while (flag0 && turn == 0) {
                Thread.yield();
            }
            count++;
            flag1 = false;
        });
        t0.start();
        t1.start();
        t0.join();
        t1.join();
        System.out.println("count = " + count);
    }
}
