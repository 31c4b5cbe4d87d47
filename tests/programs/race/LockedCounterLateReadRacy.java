// weft: expect race LockedCounterLateReadRacy.count
// Covers: three threads take turns on one lock to increment a counter twice each; the third then reads the counter without the lock, which races with an increment of another thread that its last acquire of the lock did not order (one made after it). Which thread holds the counter's last write in the happens-before summary differs from path to path, and only the unlocked read looks at it: matching states on the summary's relevant bits (docs/design.md, "Relevant bits") must keep the states where the reader does or does not hold it apart, and report the same race pairs as the unreduced search.
public class LockedCounterLateReadRacy {
    static int count;
    static final Object lock = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread[] threads = new Thread[3];
        for (int i = 0; i < threads.length; i++) {
            final boolean readsUnlocked = i == 2;
            threads[i] = new Thread(() -> {
                for (int k = 0; k < 2; k++) {
                    synchronized (lock) {
                        count++;
                    }
                }
                if (readsUnlocked) {
                    int seen = count;
                }
            });
        }
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
    }
}
