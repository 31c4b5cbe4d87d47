// weft: expect ok
// Covers: Critical, fixed (Peterson) -- each thread sets turn to the OTHER and waits while (flag[other] && turn == other); with volatile flags/turn this gives mutual exclusion, and the volatile write/read pairs order one thread's critical section before the other's, so inCs does not race; the spin loops always can exit (the other thread can run), so no termination problem.
public class CriticalPeterson {
    static volatile boolean flag0, flag1;
    static volatile int turn;
    static int inCs;

    static void enter(int me) {
        if (me == 0) { flag0 = true; turn = 1; while (flag1 && turn == 1) { } }
        else         { flag1 = true; turn = 0; while (flag0 && turn == 0) { } }
    }

    static void exit(int me) {
        if (me == 0) flag0 = false; else flag1 = false;
    }

    static void worker(int me) {
        enter(me);
        inCs++;
        assert inCs == 1 : "two threads in the critical section";
        inCs--;
        exit(me);
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> worker(0));
        Thread t1 = new Thread(() -> worker(1));
        t0.start();
        t1.start();
        t0.join();
        t1.join();
        System.out.println("done");
    }
}
