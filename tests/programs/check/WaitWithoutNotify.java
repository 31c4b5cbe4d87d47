// weft: expect deadlock
// weft: expect race WaitWithoutNotify$Helper.result
// Covers: main calls LOCK.wait() with no thread that ever notifies LOCK (the only other thread just updates its own field and ends), so main waits forever (deadlock) unless the wait returns spuriously (JLS 17.2.1); after a spurious wakeup main reads h.result without joining the helper, a data race with the helper's write.
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
