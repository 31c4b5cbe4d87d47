// weft: expect no-race
// Covers: double-checked locking with a volatile `instance`: accesses to instance are volatile (never race), and the constructor's write of the non-final Helper.value precedes the volatile write of instance, which synchronizes with every later volatile read of instance, so a thread that sees the object (inside or outside the lock) reads value after the write; the re-check under LOCK means only one Helper is created.
public class DclVolatileOk {
    static final class Helper {
        final int id;
        int value;

        Helper(int id, int value) {
            this.id = id;
            this.value = value;
        }
    }

    static final Object LOCK = new Object();
    static volatile Helper instance;
    static int sumA;
    static int sumB;

    static Helper get() {
        Helper h = instance;
        if (h == null) {
            synchronized (LOCK) {
                h = instance;
                if (h == null) {
                    h = new Helper(1, 42);
                    instance = h;
                }
            }
        }
        return h;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            Helper h = get();
            sumA = h.id + h.value;
        });
        Thread b = new Thread(() -> {
            Helper h = get();
            sumB = h.id + h.value;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        assert sumA == 43 && sumB == 43 : "saw a partially constructed Helper";
        System.out.println(sumA + " " + sumB);
    }
}
