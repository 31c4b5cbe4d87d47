// weft: expect deadlock
// Covers: Deadlock -- thread A locks left then right, thread B locks right then left; if each takes its first lock before the other's second, both block forever. The counter is only touched while holding both locks, so no race, and nothing throws.
public class DeadlockLockOrder {
    static final Object left = new Object();
    static final Object right = new Object();
    static int transfers;

    static void transfer(Object first, Object second) {
        synchronized (first) {
            synchronized (second) {
                transfers++;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> transfer(left, right));
        Thread b = new Thread(() -> transfer(right, left));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("transfers " + transfers);
    }
}
