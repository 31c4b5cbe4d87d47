// weft: expect termination
// Covers: swallowed interrupt -- the worker polls isInterrupted() around Thread.sleep and its catch block drops the InterruptedException, which has already cleared the interrupt status; if main's interrupt() lands while the worker sleeps, the worker never sees the flag again and loops (sleeping) forever while main waits in join: non-termination (the worker stays runnable, so it is not a deadlock). No shared plain fields, nothing escapes.
public class InterruptSwallowed {
    static void poll() {
        while (!Thread.currentThread().isInterrupted()) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                // bug: the interrupt status is lost here
            }
        }
        System.out.println("worker stopped");
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(InterruptSwallowed::poll);
        worker.start();
        worker.interrupt();
        worker.join();
        System.out.println("done");
    }
}
