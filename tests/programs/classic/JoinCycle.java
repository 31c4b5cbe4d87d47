// weft: expect deadlock
// Covers: threads joining each other -- A joins B and B joins A (main publishes both Thread objects before starting either), so each waits for the other to terminate: always a deadlock. The static Thread fields are written before start and only read after it, so no race.
public class JoinCycle {
    static Thread a, b;

    static void waitFor(Thread other) {
        try {
            other.join();
        } catch (InterruptedException e) {
            return;
        }
        System.out.println("joined");
    }

    public static void main(String[] args) throws InterruptedException {
        a = new Thread(() -> waitFor(b));
        b = new Thread(() -> waitFor(a));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
