// weft: expect race DaemonLoopBoxRace.shared
// weft: expect race DaemonLoopBoxRace$Box.v
// Covers: two daemon threads go round while (true) loops (a cyclic state space in which the shared object's identity changes): d1 publishes a new Box in the plain field shared under a lock only it takes and writes its v, d0 writes shared.v; t0 does a yield and a volatile write under a monitor and main joins it. The constructor's write of a Box allocated in one iteration races with d0's write of shared.v, which the unreduced search reports; found by the generated-program test (por_generated.rs, seed 13, case 666, hand-minimized), where the default search reported only one of the two race pairs on Box.v: a race on an object published by a racy read was kept once per location, so the pair the search met second was dropped (now kept with the first, as `also`). Both pairs on Box.v are reported with the race on shared that publishes the Box (`published`), not as a violation of their own.
import java.util.concurrent.locks.ReentrantLock;
public class DaemonLoopBoxRace {
    static volatile int v;
    static final class Box {
        int v;

        Box(int v) {
            this.v = v;
        }
    }
    static Box shared = new Box(0);
    static final Object m0 = new Object();
    static final ReentrantLock l1 = new ReentrantLock();

    static void t0() {
        int r = 0;
        synchronized (m0) {
            Thread.yield();
            v = (r + 1) % 3;
        }
    }

    static void d0() {
        int r = 0;
        while (true) {
            shared.v = 1;
            Thread.yield();
        }
    }

    static void d1() {
        int r = 0;
        while (true) {
            l1.lock();
            try {
                shared = new Box(0);
                shared.v = 0;
            } finally {
                l1.unlock();
            }
            Thread.yield();
        }
    }

    public static void main(String[] args) throws Exception {
        Thread t0 = new Thread(DaemonLoopBoxRace::t0);
        Thread d0 = new Thread(DaemonLoopBoxRace::d0);
        d0.setDaemon(true);
        Thread d1 = new Thread(DaemonLoopBoxRace::d1);
        d1.setDaemon(true);
        d0.start();
        d1.start();
        t0.start();
        int r = 0;
        v = (r + 1) % 3;
        t0.join();
    }
}
