// weft: expect termination
// Covers: the worker loops until interrupted and sleeps in between, but swallows the InterruptedException, which clears the interrupt status. If main's interrupt lands while the worker sleeps, the worker never stops and main joins it forever (the JVM hangs); if it lands between the sleep and the check, the program ends. No path deadlocks (the worker keeps running), so only the termination check, over the explored graph, can tell: after that interrupt no interleaving ends.
public class TerminationInterruptSwallowed {
    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    // The bug: the interrupt status is now clear, and nothing restores it.
                }
            }
        });
        worker.start();
        worker.interrupt();
        worker.join();
        System.out.println("stopped");
    }
}
