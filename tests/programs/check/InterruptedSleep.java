// weft: expect exception java.lang.RuntimeException
// Covers: main interrupts a worker right after starting it; the worker's Thread.sleep throws InterruptedException when the interrupt comes first (sleep checks the status on entry) and the worker rethrows it wrapped in a plain java.lang.RuntimeException (exact class, not a subclass), uncaught; if the sleep finishes before the interrupt the worker ends normally.
public class InterruptedSleep {
    static final class Sleeper extends Thread {
        @Override
        public void run() {
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                throw new RuntimeException("sleep interrupted", e);
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Sleeper s = new Sleeper();
        s.start();
        s.interrupt();
        s.join();
        System.out.println("joined");
    }
}
