// weft: expect ok
// weft: check-args --atomic AtomicityLockedBank.deposit
// Covers: the same deposit with the lock held across the read-modify-write is atomic: every
// interleaving is conflict-equivalent to running the two deposits one after the other.
public class AtomicityLockedBank {
    static int balance = 0;
    static final Object LOCK = new Object();

    static void deposit(int amount) {
        synchronized (LOCK) {
            int b = balance;
            balance = b + amount;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> deposit(10));
        Thread b = new Thread(() -> deposit(20));
        a.start();
        b.start();
        a.join();
        b.join();
        assert balance == 30;
    }
}
