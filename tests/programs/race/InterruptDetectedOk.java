// weft: expect no-race
// Covers: interrupt as synchronization (JLS 17.4.4): main writes `data` and then interrupts t; t spins until isInterrupted() returns true and then reads `data`. The interrupt synchronizes-with the point where t determines it was interrupted, so the write happens-before the read: no race.
public class InterruptDetectedOk {
    static int data;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                Thread.onSpinWait();
            }
            if (data != 7) {
                throw new IllegalStateException("data " + data);
            }
        });
        t.start();
        data = 7;
        t.interrupt();
        t.join();
    }
}
