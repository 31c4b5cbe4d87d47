// Double-checked locking without volatile, but the helper's field is final: JLS 17.5 guarantees
// that a thread that sees a reference to the object sees its final fields initialized, however
// the reference reached it. Final fields are not read-from choices, so x == 0 is never seen.
// weft: outcomes sc "a=42 b=42"
// weft: outcomes jmm "a=42 b=42"
public class FinalFieldPublication {
    static final class Helper {
        final int x;

        Helper() {
            x = 42;
        }
    }

    static final Object LOCK = new Object();
    static Helper helper;
    static int a, b;

    static Helper getHelper() {
        Helper h = helper;
        if (h == null) {
            synchronized (LOCK) {
                h = helper;
                if (h == null) {
                    h = new Helper();
                    helper = h;
                }
            }
        }
        return h;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> a = getHelper().x);
        Thread t2 = new Thread(() -> b = getHelper().x);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("a=" + a + " b=" + b);
    }
}
