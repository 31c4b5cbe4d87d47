// weft: expect race ActiveCountEarlyReadRacy.result
// Covers: seeing a thread still counted by Thread.activeCount() gives no happens-before edge: main reads the worker's result while the worker is still alive, which can be after its plain write but unordered with it.
public class ActiveCountEarlyReadRacy {
    static int result;

    public static void main(String[] args) {
        Thread worker = new Thread(() -> result = 42);
        worker.start();
        int seen = 0;
        if (Thread.activeCount() > 1) {
            seen = result;
        }
        try {
            worker.join();
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
        System.out.println(seen == 0 || seen == 42);
    }
}
