// weft: expect assertion
// Covers: an observer thread asserts that `w` has been started, but main starts `w` only after starting the observer, so on the interleaving where the observer looks first getState() is NEW and the assertion fails (the reduction must order a thread-state query against the start it observes).
public class ThreadStateObserverNew {
    static final Thread w = new Thread(() -> { });

    public static void main(String[] args) throws InterruptedException {
        Thread observer = new Thread(() -> {
            assert w.getState() != Thread.State.NEW : "not started yet";
        });
        observer.start();
        w.start();
        observer.join();
        w.join();
    }
}
