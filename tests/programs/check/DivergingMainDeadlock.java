// weft: expect deadlock
// weft: check-args --max-loop-iterations 1000000
// Covers: two threads take two locks in opposite orders while main, after starting them, loops forever in thread-local code; main never blocks and never ends, but the two workers can each hold one lock and wait forever for the other: a deadlock of the non-daemon workers, reported although main is still (taken to be) running.
public class DivergingMainDeadlock {
    static final Object A = new Object();
    static final Object B = new Object();
    static int count;

    public static void main(String[] args) {
        new Thread(() -> {
            synchronized (A) {
                synchronized (B) {
                    count++;
                }
            }
        }).start();
        new Thread(() -> {
            synchronized (B) {
                synchronized (A) {
                    count++;
                }
            }
        }).start();
        long local = 0;
        while (true) {
            local++;
        }
    }
}
