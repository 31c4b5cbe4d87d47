// Double-checked locking done right: the helper field is volatile, so a thread that sees the
// reference synchronizes with the thread that published it and sees x == 42.
// weft: outcomes sc "a=42 b=42"
// weft: outcomes jmm "a=42 b=42"
public class DoubleCheckedLockingVolatile {
    static final class Helper {
        int x;

        Helper() {
            x = 42;
        }
    }

    static final Object LOCK = new Object();
    static volatile Helper helper;
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
