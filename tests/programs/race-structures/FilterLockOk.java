// weft: expect no-race
// Structure: Peterson's filter lock for three threads (levels 1 and 2), built only from volatile ints: level[i] is the level thread i is trying to pass, victim[L] the last thread to enter level L; a thread waits at level L while it is the victim and some other thread is at level L or higher. Each thread increments the plain `counter` once inside the lock.
// Race-free: every control variable is volatile, so all of them are synchronization actions; a thread passes the last level only after reading a volatile value written after the previous holder left (its level[] = 0), directly or through the victim write of a third thread that read it, and a volatile read synchronizes with every earlier write of the variable, so the counter++ are ordered by happens-before. The arrays of cells are written by main before the threads start; main reads after the joins.
public class FilterLockOk {
    static final class Cell {
        volatile int v;
    }

    static final int N = 3;
    static final Cell[] level = {new Cell(), new Cell(), new Cell()};
    static final Cell[] victim = {new Cell(), new Cell(), new Cell()};
    static int counter;

    static boolean othersAtOrAbove(int me, int lvl) {
        for (int k = 0; k < N; k++) {
            if (k != me && level[k].v >= lvl) {
                return true;
            }
        }
        return false;
    }

    static void lock(int me) {
        for (int lvl = 1; lvl < N; lvl++) {
            level[me].v = lvl;
            victim[lvl].v = me;
            while (victim[lvl].v == me && othersAtOrAbove(me, lvl)) {
                Thread.onSpinWait();
            }
        }
    }

    static void unlock(int me) {
        level[me].v = 0;
    }

    static void work(int me) {
        lock(me);
        try {
            counter++;
        } finally {
            unlock(me);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread[] threads = new Thread[N];
        for (int i = 0; i < N; i++) {
            int me = i;
            threads[i] = new Thread(() -> work(me));
        }
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        assert counter == N : "filter lock let two in";
        System.out.println("counter = " + counter);
    }
}
