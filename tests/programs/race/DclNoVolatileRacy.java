// weft: expect race DclNoVolatileRacy.instance
// weft: expect race DclNoVolatileRacy$Helper.value
// Covers: double-checked locking without volatile: thread a creates the Helper and writes `instance` inside synchronized (LOCK); thread b's first, unlocked read of instance can see that write without ever acquiring LOCK (race on instance), and b then reads h.value, which a wrote in the constructor, again with no happens-before edge (race on DclNoVolatileRacy$Helper.value); Helper.id is final and never races; the re-check inside the lock is ordered by LOCK.
public class DclNoVolatileRacy {
    static final class Helper {
        final int id;
        int value;

        Helper(int id, int value) {
            this.id = id;
            this.value = value;
        }
    }

    static final Object LOCK = new Object();
    static Helper instance;
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
        System.out.println(sumA + " " + sumB);
    }
}
