// weft: expect deadlock
// Covers: a data choice decides the lock order: t1 locks A then B, t2 picks Verify.randomBoolean() and locks B then A when it is true (A then B otherwise); only the schedules where t2 chose true and each thread holds its first lock deadlock, so the deadlock needs a data choice and a thread interleaving together; nothing else fails.
import weft.Verify;

public class VerifyLockChoice {
    static final Object A = new Object();
    static final Object B = new Object();
    static int work;

    static void both(Object first, Object second) {
        synchronized (first) {
            synchronized (second) {
                work++;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> both(A, B));
        Thread t2 = new Thread(() -> {
            if (Verify.randomBoolean()) {
                both(B, A);
            } else {
                both(A, B);
            }
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("work = " + work);
    }
}
