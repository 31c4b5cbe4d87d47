// weft: expect race InterruptWriteAfterRacy.data
// Covers: the interrupt orders only what comes before it: main interrupts t and only then writes `data`, which t reads after it sees the interrupt; the write is not before the interrupt, so nothing orders it with t's read: a data race.
public class InterruptWriteAfterRacy {
    static int data;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                Thread.onSpinWait();
            }
            System.out.println(data);
        });
        t.start();
        t.interrupt();
        data = 7;
        t.join();
    }
}
