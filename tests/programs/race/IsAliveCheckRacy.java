// weft: expect race IsAliveCheckRacy.early
// Covers: isAlive() returning TRUE gives no happens-before edge: main reads `early` when the worker is still alive, which can be after the worker wrote it but before it terminated (write-read race on early); `late` is read only after isAlive() returned false (termination -> detection), so it does not race.
public class IsAliveCheckRacy {
    static int early;
    static int late;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            early = 1;
            late = 2;
        });
        t.start();
        int a = -1;
        if (t.isAlive()) {
            a = early; // still running: no ordering
        }
        while (t.isAlive()) {
            Thread.onSpinWait();
        }
        int b = late;
        System.out.println("a = " + a + ", b = " + b);
    }
}
