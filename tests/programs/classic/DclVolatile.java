// weft: expect ok
// Covers: double-checked locking, fixed -- helper is volatile, so the unlocked check is a volatile read that synchronizes with the volatile publication after the constructor; Helper.value is then ordered before every read, so no race and value is always 42.
public class DclVolatile {
    static final class Helper {
        int value;
        Helper() { value = 42; }
    }

    static volatile Helper helper;

    static Helper get() {
        Helper h = helper;
        if (h == null) {
            synchronized (DclVolatile.class) {
                h = helper;
                if (h == null) helper = h = new Helper();
            }
        }
        return h;
    }

    static void use() {
        int v = get().value;
        assert v == 42 : "saw a half-built helper";
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(DclVolatile::use);
        Thread t2 = new Thread(DclVolatile::use);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("done");
    }
}
