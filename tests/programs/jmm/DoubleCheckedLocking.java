// The paper's `dcl` (its Fig. 10): double-checked locking without volatile. A thread that
// finds the helper already set outside the lock has not synchronized with its creator, so it
// may see the object before its constructor's write (x == 0): the object is not safely
// published. Sequential consistency never shows it.
// weft: outcomes sc "a=42 b=42"
// weft: outcomes jmm "a=0 b=42" "a=42 b=0" "a=42 b=42"
public class DoubleCheckedLocking {
    static final class Helper {
        int x;

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
