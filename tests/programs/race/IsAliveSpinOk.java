// weft: expect no-race
// Covers: main polls t.isAlive() until it returns false and only then reads the worker's plain results; detecting termination through isAlive() == false is, like join, a happens-before edge from the thread's last action (JLS 17.4.4), so the reads are ordered after the worker's writes.
public class IsAliveSpinOk {
    static int data;
    static int[] parts = new int[2];

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            parts[0] = 3;
            parts[1] = 4;
            data = parts[0] * parts[1];
        });
        t.start();
        while (t.isAlive()) {
            Thread.onSpinWait();
        }
        assert data == 12 && parts[0] == 3 : "isAlive() == false did not publish";
        System.out.println("data = " + data);
    }
}
