// weft: expect exception java.lang.ArithmeticException
// weft: expect race DaemonLoopRaceAfterException.x0
// Covers: a daemon thread goes round a while (true) loop forever (a cyclic state space), counting x1 modulo 3 while it sees x0 == 0, while t0 waits up to 1 ms on a monitor and then writes x0 (unordered with the daemon's reads: a race) and main divides by zero under that monitor (an uncaught ArithmeticException). Found by the generated-program test (por_generated.rs): `--por none` panicked describing the race's counterexample (describe_next on a thread index past the end) where the unreduced search reports both violations.
public class DaemonLoopRaceAfterException {
    static int x0;
    static int x1;
    static final Object m0 = new Object();
    static boolean c0;

    static void t0() {
        int r = 0;
        try {
            synchronized (m0) {
                if (!c0) m0.wait(1);
            }
            x0 = 0;
        } catch (InterruptedException e) {
            return;
        }
    }

    static void d0() {
        int r = 0;
        while (true) {
            if (x0 == 0) {
                x1 = (x1 + 1) % 3;
            }
            Thread.yield();
        }
    }

    public static void main(String[] args) throws Exception {
        Thread t0 = new Thread(DaemonLoopRaceAfterException::t0);
        Thread d0 = new Thread(DaemonLoopRaceAfterException::d0);
        d0.setDaemon(true);
        d0.start();
        t0.start();
        int r = 0;
        synchronized (m0) {
            r = 6 / (r - 0);
        }
    }
}

