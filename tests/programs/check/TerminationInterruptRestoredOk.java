// weft: expect ok
// Covers: TerminationInterruptSwallowed with the usual fix: the handler restores the interrupt status, so the loop sees it whenever the interrupt lands, and every interleaving ends. The state graph still has cycles (the worker's sleep may time out any number of times before the interrupt), and from every state of them an end is reachable, so the termination check must stay quiet.
public class TerminationInterruptRestoredOk {
    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        });
        worker.start();
        worker.interrupt();
        worker.join();
        System.out.println("stopped");
    }
}
