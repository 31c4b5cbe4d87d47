// weft: expect race DclArrayElementRacy$Helper[] 0
// weft: expect race DclArrayElementRacy$Helper.value
// Covers: double-checked locking through an element of a static array, without volatile: thread a creates the Helper and stores it in SLOTS[0] inside synchronized (LOCK); thread b's first, unlocked read of SLOTS[0] can see that store without acquiring LOCK (race on the element), and b then reads h.value, which a wrote in the constructor, with no happens-before edge (race on DclArrayElementRacy$Helper.value, a consequence of the racy read of the element). SLOTS itself is final and written by the static initializer.
public class DclArrayElementRacy {
    static final class Helper {
        int value;

        Helper(int value) {
            this.value = value;
        }
    }

    static final Object LOCK = new Object();
    static final Helper[] SLOTS = new Helper[1];
    static int sumA;
    static int sumB;

    static Helper get() {
        Helper h = SLOTS[0];
        if (h == null) {
            synchronized (LOCK) {
                h = SLOTS[0];
                if (h == null) {
                    h = new Helper(42);
                    SLOTS[0] = h;
                }
            }
        }
        return h;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> sumA = get().value);
        Thread b = new Thread(() -> sumB = get().value);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(sumA + " " + sumB);
    }
}
