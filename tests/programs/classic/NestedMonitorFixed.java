// weft: expect ok
// Covers: nested-monitor lockout, fixed -- the waiter waits on outer (the lock the signaller needs), so wait() releases it and the signaller can get in; the waiter still holds inner only briefly, with the same outer-then-inner order on both sides; cond is only accessed under both locks, so no race or deadlock.
public class NestedMonitorFixed {
    static final Object outer = new Object();
    static final Object inner = new Object();
    static boolean cond;

    static void await() throws InterruptedException {
        synchronized (outer) {
            while (true) {
                synchronized (inner) {
                    if (cond) return;
                }
                outer.wait();
            }
        }
    }

    static void signal() {
        synchronized (outer) {
            synchronized (inner) {
                cond = true;
            }
            outer.notifyAll();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> { try { await(); } catch (InterruptedException e) { } });
        Thread s = new Thread(NestedMonitorFixed::signal);
        w.start();
        s.start();
        w.join();
        s.join();
        System.out.println("done");
    }
}
