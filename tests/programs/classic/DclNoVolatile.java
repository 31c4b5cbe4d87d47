// weft: expect race DclNoVolatile.helper
// weft: expect race DclNoVolatile$Helper.value
// Covers: double-checked locking without volatile -- the first, unlocked "helper == null" check reads the field another thread writes inside the lock (race on helper), and a thread that sees the non-null reference then reads helper.value with no happens-before edge to the constructor's write (race on Helper.value: under the JMM it may see 0). Under sequential consistency the value read is always 42, so the assert cannot fail; no other verdict.
public class DclNoVolatile {
    static final class Helper {
        int value;
        Helper() { value = 42; }
    }

    static Helper helper;

    static Helper get() {
        if (helper == null) {
            synchronized (DclNoVolatile.class) {
                if (helper == null) helper = new Helper();
            }
        }
        return helper;
    }

    static void use() {
        int v = get().value;
        assert v == 42 : "saw a half-built helper";
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(DclNoVolatile::use);
        Thread t2 = new Thread(DclNoVolatile::use);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("done");
    }
}
