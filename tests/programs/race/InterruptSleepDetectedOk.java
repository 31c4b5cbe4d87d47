// weft: expect no-race
// Covers: main writes `data` and interrupts t, which is sleeping (or about to); t reads `data` only in the handler of the InterruptedException, which is a point where it determines it was interrupted, so the interrupt synchronizes-with it (JLS 17.4.4) and the write happens-before the read: no race.
public class InterruptSleepDetectedOk {
    static int data;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                System.out.println(data);
            }
        });
        t.start();
        data = 7;
        t.interrupt();
        t.join();
    }
}
