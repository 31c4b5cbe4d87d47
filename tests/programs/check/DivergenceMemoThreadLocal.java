// weft: expect assertion
// weft: expect termination
// weft: check-args --max-loop-iterations 1000000
// Covers: the divergence memo and the thread's own Thread object, which its frames need not reach: main copies a racy volatile into a ThreadLocal, then counts up to it. With -1000 the loop never ends (taken to loop forever: a run that cannot end); with 70,000 it ends and the assertion fails. The thread-local map hangs off main's Thread object, so the memo's digest must include it (it did not, and the second case was taken to loop forever too).
public class DivergenceMemoThreadLocal {
    static volatile long setting;

    public static void main(String[] args) throws InterruptedException {
        boolean swapped = args.length > 0;
        setting = swapped ? 70_000L : -1000L;
        long other = swapped ? -1000L : 70_000L;
        Thread t = new Thread(() -> setting = other);
        t.start();
        ThreadLocal<Long> tl = new ThreadLocal<>();
        tl.set(setting);
        t.join();
        t = null;
        long i = 0;
        while (i != tl.get()) {
            i++;
        }
        assert false : "the loop ended after " + i + " iterations";
    }
}
