// weft: expect deadlock
// Covers: a worker calls Thread.currentThread().join(), waiting for its own termination, which never comes; main joins the worker, so on every schedule both end up blocked forever: deadlock and nothing else.
public class SelfJoin {
    static final class Worker extends Thread {
        @Override
        public void run() {
            try {
                Thread.currentThread().join();
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Worker w = new Worker();
        w.start();
        w.join();
        System.out.println("unreachable");
    }
}
