// weft: expect race DclHolderFieldRacy$Holder.instance
// weft: expect race DclHolderFieldRacy$Helper.value
// Covers: double-checked locking on an instance field of a holder object that main creates and hands to both threads (Thread.start orders the holder's creation before both), without volatile: thread a creates the Helper and writes holder.instance inside synchronized (holder); thread b's first, unlocked read of holder.instance can see that write (race on DclHolderFieldRacy$Holder.instance), and b then reads h.value, written in the constructor, with no happens-before edge (race on DclHolderFieldRacy$Helper.value, a consequence of the racy read of holder.instance).
public class DclHolderFieldRacy {
    static final class Helper {
        int value;

        Helper(int value) {
            this.value = value;
        }
    }

    static final class Holder {
        Helper instance;

        Helper get() {
            Helper h = instance;
            if (h == null) {
                synchronized (this) {
                    h = instance;
                    if (h == null) {
                        h = new Helper(42);
                        instance = h;
                    }
                }
            }
            return h;
        }
    }

    static int sumA;
    static int sumB;

    public static void main(String[] args) throws InterruptedException {
        Holder holder = new Holder();
        Thread a = new Thread(() -> sumA = holder.get().value);
        Thread b = new Thread(() -> sumB = holder.get().value);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(sumA + " " + sumB);
    }
}
