// weft: expect ok
// Covers: Thread.interrupt waking a waiter: the worker waits in a while loop for a condition nobody sets, and main interrupts it right after start(); whether the interrupt lands before the worker calls wait() (wait throws at once because the interrupt status is set) or while it waits (it is woken, reacquires the monitor and throws), the worker catches InterruptedException and ends, so main's join returns and `sawInterrupt` is true on every schedule.
public class InterruptWaiter {
    static final Object LOCK = new Object();
    static boolean released; // never set: only an interrupt ends the wait
    static volatile boolean sawInterrupt;

    static final class Waiter extends Thread {
        @Override
        public void run() {
            synchronized (LOCK) {
                try {
                    while (!released) {
                        LOCK.wait();
                    }
                } catch (InterruptedException e) {
                    sawInterrupt = true;
                }
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Waiter w = new Waiter();
        w.start();
        w.interrupt();
        w.join();
        assert sawInterrupt : "the waiter was not interrupted";
        System.out.println("waiter interrupted");
    }
}
