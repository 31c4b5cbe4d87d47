// weft: expect assertion
// weft: expect termination
// weft: check-args --max-loop-iterations 200000
// Covers: the divergence memo and the threads still alive: a spinner announces itself (go), counts to 100,000 and then spins on a volatile stop flag that main sets only if it saw go. When main has already ended without setting it, the spinner is the only thread left, its reads of the flag are no scheduling points, and it is taken to loop forever (a run that cannot end). When main is still alive, the same spinner state reads the flag at a scheduling point, main sets it and the assertion fails. The memo's digest must tell the two apart (it did not: whether the thread is the only one alive was missing, and the second case was taken to loop forever too).
public class DivergenceMemoLastThread {
    static final class Flag {
        volatile boolean stop;
    }

    static final Flag FLAG = new Flag();
    static volatile boolean go;

    public static void main(String[] args) {
        new Thread(() -> {
            Flag flag = FLAG;
            go = true;
            for (long i = 0; i < 100_000; i++) {
            }
            while (!flag.stop) {
            }
            assert false : "the spinner saw the stop flag";
        }).start();
        if (go) {
            FLAG.stop = true;
        }
    }
}
