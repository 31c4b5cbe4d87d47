// weft: expect ok
// Covers: swallowed interrupt, fixed -- the catch block re-asserts the interrupt status (Thread.currentThread().interrupt()), so the loop condition sees it on the next check whether the interrupt landed during sleep or between checks; the worker always stops and main's join returns.
public class InterruptRestored {
    static void poll() {
        while (!Thread.currentThread().isInterrupted()) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        System.out.println("worker stopped");
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(InterruptRestored::poll);
        worker.start();
        worker.interrupt();
        worker.join();
        System.out.println("done");
    }
}
