// weft: expect race MonitorPartialLockRacy.count
// Covers: `guarded` is read and written only inside synchronized (LOCK) by both threads, so unlock -> lock orders every pair (no race); `count` is incremented by t1 inside the lock but by t2 after leaving it: if t2 runs first (lock, guarded++, unlock, count++) and t1 then locks, t1's lock synchronizes only with t2's unlock, which precedes t2's write of count, so t1's read of count is unordered with it (write-read race on count).
public class MonitorPartialLockRacy {
    static final Object LOCK = new Object();
    static int count;
    static int guarded;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            for (int i = 0; i < 2; i++) {
                synchronized (LOCK) {
                    guarded++;
                    count++;
                }
            }
        });
        Thread t2 = new Thread(() -> {
            synchronized (LOCK) {
                guarded++;
            }
            count++; // forgot the lock
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("guarded = " + guarded + ", count = " + count);
    }
}
