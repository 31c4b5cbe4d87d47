// weft: expect deadlock
// Covers: nested-monitor lockout -- the waiter holds outer and inner and calls inner.wait(), which releases only inner; the signaller needs outer before it can take inner and notify, so if the waiter got there first the signaller blocks on outer while the waiter waits on inner forever (deadlock). cond is only accessed under inner, so no race.
public class NestedMonitor {
    static final Object outer = new Object();
    static final Object inner = new Object();
    static boolean cond;

    static void await() throws InterruptedException {
        synchronized (outer) {
            synchronized (inner) {
                while (!cond) inner.wait();
            }
        }
    }

    static void signal() {
        synchronized (outer) {
            synchronized (inner) {
                cond = true;
                inner.notifyAll();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> { try { await(); } catch (InterruptedException e) { } });
        Thread s = new Thread(NestedMonitor::signal);
        w.start();
        s.start();
        w.join();
        s.join();
        System.out.println("done");
    }
}
