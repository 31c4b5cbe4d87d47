// weft: expect assertion
// weft: expect termination
// weft: check-args --max-loop-iterations 200000
// Covers: the divergence memo and an array reached through a static field read before the probe: main joins a helper that set the array's element to 70,000 unless it saw main's flag first (then it stays -1,000), takes the array from the static field and counts up to the element, read on every iteration without a scheduling point (main is the only thread left). With -1,000 the loop never ends (taken to loop forever: a run that cannot end); with 70,000 it ends after the memo's probe and the assertion fails. The array's contents are part of the thread's own state (it reaches them from its frames), so the two states must not look alike to the memo.
public class DivergenceMemoStaticArray {
    static final long[] BOUND = {-1000L};
    static volatile boolean flag;

    public static void main(String[] args) throws InterruptedException {
        Thread helper = new Thread(() -> {
            if (!flag) {
                BOUND[0] = 70_000L;
            }
        });
        helper.start();
        flag = true;
        helper.join();
        helper = null;
        long[] bound = BOUND;
        long i = 0;
        while (i != bound[0]) {
            i++;
        }
        assert false : "the loop ended after " + i + " iterations";
    }
}
