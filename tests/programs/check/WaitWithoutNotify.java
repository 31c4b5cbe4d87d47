// weft: expect deadlock
// Covers: main calls LOCK.wait() with no thread that ever notifies LOCK (the only other thread just updates its own field and ends), so main waits forever: deadlock on every schedule (wait has no spurious wake-ups in the model).
public class WaitWithoutNotify {
    static final Object LOCK = new Object();

    static final class Helper extends Thread {
        int result;

        @Override
        public void run() {
            result = 42;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Helper h = new Helper();
        h.start();
        synchronized (LOCK) {
            LOCK.wait();
        }
        System.out.println("unreachable: " + h.result);
    }
}
