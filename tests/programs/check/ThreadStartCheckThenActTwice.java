// weft: expect exception java.lang.IllegalThreadStateException
// Covers: check-then-act on a shared thread's state: main and a helper both call ensureStarted, which starts `worker` if getState() says NEW; both can see NEW before either starts it, and the second start() throws IllegalThreadStateException. getState() of a thread not yet started and its start() do not commute, so the reduction must explore both orders (it once treated a query and a start as independent and missed this).
public class ThreadStartCheckThenActTwice {
    static final Thread worker = new Thread(() -> { });

    static void ensureStarted() {
        if (worker.getState() == Thread.State.NEW) {
            worker.start();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread helper = new Thread(ThreadStartCheckThenActTwice::ensureStarted);
        helper.start();
        ensureStarted();
        helper.join();
    }
}
