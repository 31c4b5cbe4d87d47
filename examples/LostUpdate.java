// Two threads increment a shared counter without synchronization; `weft check` finds the
// interleaving where an update is lost and the assertion fails.
public class LostUpdate {
    static int count = 0;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> count++);
        Thread b = new Thread(() -> count++);
        a.start();
        b.start();
        a.join();
        b.join();
        assert count == 2 : "count is " + count;
        System.out.println("count = " + count);
    }
}
