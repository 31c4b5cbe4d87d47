// weft: expect no-race
// Covers: t spins on the static Thread.interrupted(), which returns true (and clears the flag) once main has interrupted it; that return is a point where t determines it was interrupted, so main's write of `data` before interrupt() happens-before t's read after the loop (JLS 17.4.4): no race.
public class InterruptedClearedOk {
    static int data;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            while (!Thread.interrupted()) {
                Thread.onSpinWait();
            }
            System.out.println(data);
        });
        t.start();
        data = 7;
        t.interrupt();
        t.join();
    }
}
