// weft: expect assertion
// weft: expect race LostUpdateLoop.count
// Covers: two threads each run an unsynchronized count++ in a loop of 2 iterations; an update is lost whenever one thread's read and write straddle the other's write, so main's `assert count == 4` after the joins fails on some interleavings; no locks, so no deadlock.
public class LostUpdateLoop {
    static int count;

    static final class Incrementer extends Thread {
        @Override
        public void run() {
            for (int i = 0; i < 2; i++) {
                count++;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Incrementer a = new Incrementer();
        Incrementer b = new Incrementer();
        a.start();
        b.start();
        a.join();
        b.join();
        assert count == 4 : "lost update";
        System.out.println("count = " + count);
    }
}
