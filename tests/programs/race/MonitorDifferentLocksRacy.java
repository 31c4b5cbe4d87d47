// weft: expect race MonitorDifferentLocksRacy.count
// Covers: both threads increment count inside a synchronized block, but on different monitors (LOCK_A vs LOCK_B); an unlock of LOCK_A synchronizes only with later locks of LOCK_A, so no happens-before edge ever links the two threads' accesses and count races (read-write and write-write); main's read after the joins is ordered.
public class MonitorDifferentLocksRacy {
    static final Object LOCK_A = new Object();
    static final Object LOCK_B = new Object();
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            synchronized (LOCK_A) {
                count++;
            }
        });
        Thread b = new Thread(() -> {
            synchronized (LOCK_B) {
                count++;
            }
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("count = " + count);
    }
}
