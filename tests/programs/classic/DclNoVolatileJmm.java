// weft: expect assertion
// weft: expect exception java.lang.NullPointerException
// weft: expect race DclNoVolatileJmm.helper
// weft: expect race DclNoVolatileJmm$Helper.value
// weft: check-args --memory-model jmm
// Covers: double-checked locking without volatile under the JMM (--memory-model jmm) -- a thread that reads the non-null helper through the racy unlocked check has no happens-before edge to the constructor's value = 42, so the JMM lets it read the default 0 and the assert fails; and since get() reads the racy field twice (the check and the return), the JMM also lets the return read see the initial null after the check saw the helper, so get().value throws NullPointerException; the same two races as DclNoVolatile.
public class DclNoVolatileJmm {
    static final class Helper {
        int value;
        Helper() { value = 42; }
    }

    static Helper helper;

    static Helper get() {
        if (helper == null) {
            synchronized (DclNoVolatileJmm.class) {
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
        Thread t1 = new Thread(DclNoVolatileJmm::use);
        Thread t2 = new Thread(DclNoVolatileJmm::use);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("done");
    }
}
