// weft: expect assertion
// weft: expect race DivergenceMemoStaticLimit.setting
// weft: check-args --max-loop-iterations 1000000
// Covers: the divergence memo must not take a thread to loop forever because its own state equals one that looped forever before, when the loop reads something beyond that state: here a final static that a class initializer set from a racy read (100,000 on one interleaving, -1 on another). The loop with -1 never ends and is taken to loop forever; the same thread in the same own state with 100,000 ends its loop after 100,000 iterations and fails the assertion.
public class DivergenceMemoStaticLimit {
    static int setting = 100_000;

    static final class Holder {
        static final long LIMIT = setting;
    }

    public static void main(String[] args) {
        Thread counter = new Thread(() -> {
            long i = 0;
            while (i != Holder.LIMIT) {
                i++;
            }
            assert false : "the loop ended after " + i + " iterations";
        });
        counter.setDaemon(true);
        counter.start();
        setting = -1;
    }
}
