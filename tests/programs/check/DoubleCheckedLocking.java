// weft: expect ok
// Covers: double-checked locking with a volatile field: two threads call instance(), which reads the volatile, and if null re-checks and constructs under synchronized (DoubleCheckedLocking.class); the re-check under the lock means exactly one Helper is built, and both threads get that same, fully constructed object on every interleaving.
public class DoubleCheckedLocking {
    static final class Helper {
        final int value;

        Helper() {
            constructed++;
            value = 42;
        }
    }

    static volatile Helper instance;
    static int constructed;
    static Helper seenByA;
    static Helper seenByB;

    static Helper instance() {
        Helper h = instance;
        if (h == null) {
            synchronized (DoubleCheckedLocking.class) {
                h = instance;
                if (h == null) {
                    h = new Helper();
                    instance = h;
                }
            }
        }
        return h;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> seenByA = instance());
        Thread b = new Thread(() -> seenByB = instance());
        a.start();
        b.start();
        a.join();
        b.join();
        assert constructed == 1 : "constructed twice";
        assert seenByA == seenByB : "two different instances";
        assert seenByA.value == 42 : "partially constructed";
        System.out.println("one instance, value " + seenByA.value);
    }
}
