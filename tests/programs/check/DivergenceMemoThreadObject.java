// weft: expect assertion
// weft: expect termination
// weft: check-args --max-loop-iterations 200000
// Covers: the divergence memo and the thread's own Thread object: main sets its own priority to the maximum if a helper, which it joins, did not see main's flag first, and to the minimum otherwise; it then counts to 100,000 (the memo's probe falls in this loop), reads its priority back and counts up to 70,000 with the maximum, or to -1,000 with the minimum, without a scheduling point (main is the only thread left). With -1,000 the loop never ends (taken to loop forever: a run that cannot end); with 70,000 the assertion fails. At the probe the priority is nowhere in main's frames: only its Thread object holds it, which the memo's digest must include.
public class DivergenceMemoThreadObject {
    static volatile int priority = Thread.MIN_PRIORITY;
    static volatile boolean flag;

    public static void main(String[] args) throws InterruptedException {
        Thread helper = new Thread(() -> {
            if (!flag) {
                priority = Thread.MAX_PRIORITY;
            }
        });
        helper.start();
        flag = true;
        helper.join();
        helper = null;
        Thread.currentThread().setPriority(priority);
        for (long k = 0; k < 100_000; k++) {
        }
        long n = Thread.currentThread().getPriority() == Thread.MAX_PRIORITY ? 70_000L : -1000L;
        long i = 0;
        while (i != n) {
            i++;
        }
        assert false : "the loop ended after " + i + " iterations";
    }
}
