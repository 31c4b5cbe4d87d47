// weft: expect assertion
// Covers: main looks at a worker's state once, after starting it; the worker may already be in wait() (WAITING) when main looks, which the assertion rules out, so it fails on that interleaving. The worker's own step into wait() changes what getState() returns: the reduction must order that step against the query. main then sets `go` and notifies under the lock, so the worker always ends.
public class ThreadStateWaitingObserved {
    static final Object lock = new Object();
    static boolean go;

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> {
            synchronized (lock) {
                while (!go) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        });
        w.start();
        Thread.State seen = w.getState();
        synchronized (lock) {
            go = true;
            lock.notifyAll();
        }
        w.join();
        assert seen != Thread.State.WAITING : "worker was already waiting";
    }
}
