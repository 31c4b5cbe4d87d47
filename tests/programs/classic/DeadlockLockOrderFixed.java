// weft: expect ok
// Covers: Deadlock, fixed -- both threads acquire the two locks in one global order (left before right), so no cycle of waiting is possible; the counter is accessed under both locks (and read after the joins), so no race.
public class DeadlockLockOrderFixed {
    static final Object left = new Object();
    static final Object right = new Object();
    static int transfers;

    static void transfer() {
        synchronized (left) {
            synchronized (right) {
                transfers++;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(DeadlockLockOrderFixed::transfer);
        Thread b = new Thread(DeadlockLockOrderFixed::transfer);
        a.start();
        b.start();
        a.join();
        b.join();
        assert transfers == 2;
        System.out.println("transfers " + transfers);
    }
}
