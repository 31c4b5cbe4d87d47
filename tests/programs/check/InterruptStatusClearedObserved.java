// weft: expect assertion
// Covers: main interrupts t and then asks t.isInterrupted(); t spins on Thread.interrupted(), which returns true once and clears the flag, so when t runs between main's interrupt and its query, main sees false and the assertion fails. t clearing its own flag changes what another thread's isInterrupted() returns: the reduction must order the two.
public class InterruptStatusClearedObserved {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            while (!Thread.interrupted()) {
                Thread.onSpinWait();
            }
        });
        t.start();
        t.interrupt();
        boolean seen = t.isInterrupted();
        t.join();
        assert seen : "flag already cleared";
    }
}
