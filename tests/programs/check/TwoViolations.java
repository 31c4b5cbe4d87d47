// weft: expect assertion
// weft: expect exception java.lang.IllegalStateException
// weft: expect race TwoViolations.count
// Covers: two independent bugs on different interleavings: both threads do an unsynchronized count++ (a lost update makes main's `assert count == 2` fail), and the checker, after its increment, throws IllegalStateException if it sees the closer's volatile flag already set; the checker increments before it checks, so the count assertion depends only on the increments, and each violation is reachable alone.
public class TwoViolations {
    static int count;
    static volatile boolean closed;

    public static void main(String[] args) throws InterruptedException {
        Thread closer = new Thread(() -> {
            count++;
            closed = true;
        });
        Thread checker = new Thread(() -> {
            count++;
            if (closed) {
                throw new IllegalStateException("already closed");
            }
        });
        closer.start();
        checker.start();
        closer.join();
        checker.join();
        assert count == 2 : "lost update";
        System.out.println("count = " + count);
    }
}
