// weft: expect assertion
// weft: expect race CriticalWrongTurn.inCs
// Covers: Critical (broken Peterson) -- each thread sets turn to ITSELF instead of the other, then waits while (flag[other] && turn == other); thread 0 can enter with flag1 still false, then thread 1 sets turn=1 and enters too, so the mutual-exclusion assert fails and the plain field inCs is accessed by both without ordering. flag0/flag1/turn are volatile, so they do not race.
public class CriticalWrongTurn {
    static volatile boolean flag0, flag1;
    static volatile int turn;
    static int inCs;

    static void enter(int me) {
        if (me == 0) { flag0 = true; turn = 0; while (flag1 && turn == 1) { } }
        else         { flag1 = true; turn = 1; while (flag0 && turn == 0) { } }
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
