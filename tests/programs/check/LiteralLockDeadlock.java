// weft: expect deadlock
// Covers: the lock-order deadlock on two string literals. Literals are interned: both threads lock the same two objects, so taking one is a scheduling point like any shared monitor (weft once left interned strings unshared, took them without a scheduling point and said ok).
public class LiteralLockDeadlock {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            synchronized ("A") {
                synchronized ("B") { }
            }
        });
        t.start();
        synchronized ("B") {
            synchronized ("A") { }
        }
        t.join();
    }
}
