// weft: expect atomicity
// weft: check-args --atomic AtomicityTwoLocks.transfer --atomic AtomicityTwoLocks.audit
// Covers: each field is protected by its own lock, but a transfer updates both in two critical
// sections; an audit (also two critical sections) can see the new x with the old y, so the blocks
// are not serializable although every access is synchronized (no data race, no assertion).
public class AtomicityTwoLocks {
    static final Object A = new Object(), B = new Object();
    static int x = 0, y = 0;
    static int seen;

    static void transfer() {
        synchronized (A) { x = x - 1; }
        synchronized (B) { y = y + 1; }
    }

    static void audit() {
        int a, b;
        synchronized (A) { a = x; }
        synchronized (B) { b = y; }
        seen = a + b;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(AtomicityTwoLocks::transfer);
        Thread u = new Thread(AtomicityTwoLocks::audit);
        t.start();
        u.start();
        t.join();
        u.join();
    }
}
