// weft: expect ok
// weft: check-args --checks deadlock,assertion,exception
// Covers: the weft twin of JpfAtomicSections: a lock makes each count++ indivisible.
public class WeftAtomicSections {
    static int count;

    static void increment() {
        synchronized (WeftAtomicSections.class) {
            count++;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(WeftAtomicSections::increment);
        Thread b = new Thread(WeftAtomicSections::increment);
        a.start();
        b.start();
        a.join();
        b.join();
        assert count == 2 : "count is " + count;
    }
}
